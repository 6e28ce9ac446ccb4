// Zod-free, like constants.ts: the result page needs it without the schemas (bundle budget).

/**
 * The values an advice text (`crs.advice.<code>`) fills in: the codes in a suggestion's details
 * (an ability, an education level) put into words with `translate`, the numbers as they are.
 */
export function adviceValues(details: Record<string, string | number>, translate: (key: string) => string) {
  return {
    ...details,
    ability: details.ability ? translate(`crs.abilities.${details.ability}`) : '',
    education: details.education ? translate(`crs.education.${details.education}`) : '',
    canadianEducation: details.canadianEducation
      ? translate(`crs.canadianEducation.${details.canadianEducation}`)
      : '',
  };
}
