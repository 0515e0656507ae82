import { messages } from '@/generated/config/messages-studio';
import { readConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';

type ReasonKey = keyof typeof messages.studio.reasons;

// The checker's reasons (codegen/check: ajv messages and the cross-file rules) and the Korean
// text staff read for each; the captured value fills {v}.
const RULES: [RegExp, ReasonKey][] = [
  [/^must be >= (\S+)$/, 'min'],
  [/^must be <= (\S+)$/, 'max'],
  [/^must be > (\S+)$/, 'exclusiveMin'],
  [/^must NOT have fewer than 1 characters$/, 'empty'],
  [/^must NOT have fewer than (\d+) items$/, 'minItems'],
  [/^must be integer$/, 'integer'],
  [/^must be (string|number|boolean|object|array|null)$/, 'type'],
  [/^must have required property '(.+)'$/, 'required'],
  [/^must match pattern/, 'pattern'],
  [/^must be equal to one of the allowed values/, 'enum'],
  [/^unknown property '(.+)'$/, 'unknownProperty'],
  [/^missing key: /, 'missingKey'],
  [/^unused key: /, 'unusedKey'],
  [/^no price for the default period (\d+) days$/, 'noDefaultPrice'],
  [/^a non-package product needs unitPrices$/, 'needsPrices'],
  [/^duplicate value key '(.+)'$/, 'duplicateKey'],
  [/^duplicate product type (\d+)/, 'duplicateType'],
  [/^unknown group '(.*)'$/, 'unknownGroup'],
  [/^unknown product type (\d+)$/, 'unknownType'],
  [/^unknown product key '(.+)'$/, 'unknownProductKey'],
  [/^no intro page '(.+)'$/, 'noIntroPage'],
  [/^duplicate intro page '(.+)'$/, 'duplicateIntroPage'],
  [/^unknown session field '(.+)'$/, 'unknownField'],
  [/^invalid condition: (.*)$/, 'invalidCondition'],
  [/^condition must be bool/, 'conditionNotBool'],
  [/^method calls not supported/, 'conditionMethod'],
  [/^no text '(.+)' in messages\.ko\.json$/, 'noText'],
  [/^duplicate step id '(.+)'$/, 'duplicateStep'],
  [/^duplicate chain id '(.+)'$/, 'duplicateChain'],
  [/^another chain already runs on '(.+)'$/, 'chainPathTaken'],
  [/needs a cookie/, 'needsCookie'],
  [/^'(.+)' matches no route/, 'noRoutePath'],
  [/^no route with id '(.+)'$/, 'noRouteId'],
  [/^duplicate route id '(.+)'$/, 'duplicateRoute'],
  [/^duplicate path '(.+)'$/, 'duplicateRoute'],
  [/^file is missing$/, 'fileMissing'],
  [/^unknown config file$/, 'unknownFile'],
];

/** The Korean text of a checker reason; an unknown reason is shown as the checker wrote it. */
export function koreanReason(reason: string): string {
  for (const [re, key] of RULES) {
    const m = re.exec(reason);
    if (m) return fmt(readConfig(messages.studio).reasons[key], { v: m[1] ?? '' });
  }
  return fmt(readConfig(messages.studio).reasons.other, { v: reason });
}
