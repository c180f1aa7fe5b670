/** How a person is named everywhere: first name and last name, without stray spaces when one is empty. */
export function fullName(person: { firstName: string; secondName: string }): string {
  return `${person.firstName} ${person.secondName}`.trim();
}
