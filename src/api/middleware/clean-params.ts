/** Drops keys whose value is undefined, null or '' (shallow); keeps 0, false and arrays. */
export function cleanObject<T>(value: T): T {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as T;
}

/** Body serializer for the client: bodies of post, put and patch are cleaned before sending. */
export const cleanBodySerializer = (body: unknown): string => JSON.stringify(cleanObject(body));

/** Query serializer for the client: GET params are cleaned before sending. */
export function cleanQuerySerializer(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(cleanObject(query))) {
    if (Array.isArray(v)) v.forEach((item) => params.append(k, String(item)));
    else params.append(k, String(v));
  }
  return params.toString();
}
