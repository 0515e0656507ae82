/** The id of a field's helper line, which the control names in aria-describedby. */
export const helperId = (id: string) => `${id}-helper`;
