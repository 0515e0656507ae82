// The one config checker (codegen/check), as the server calls it: the whole set of files in,
// one line per problem out, `spec/config/<file>.json#/<pointer>: <reason>`.
export { checkConfigFiles } from '../../codegen/check/index.ts';
