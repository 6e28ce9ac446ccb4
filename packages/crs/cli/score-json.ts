import type { CrsLine, CrsScore } from '../src/score-profile.ts';

/**
 * `JSON.stringify(score)`, character for character (`score-json.test.ts` holds it to that), written
 * out for the one shape: `crs score` spent more on the generic stringify of 30,000 results than on
 * parsing and scoring them. Every value is a whole number, a boolean or a fixed factor code, which
 * print the same in a template as in JSON; the rule set's strings go through JSON.stringify, once
 * per rule set.
 */
export function scoreJson(score: CrsScore): string {
  let lines = '';
  for (let index = 0; index < score.lines.length; index++) {
    lines += `${index === 0 ? '' : ','}${lineJson(score.lines[index] as CrsLine)}`;
  }
  return `{"agePoint":${score.agePoint},"level_of_education":${score.level_of_education},"firstLanguagePoints":${score.firstLanguagePoints},"secondaryLanguagePoints":${score.secondaryLanguagePoints},"langTot":${score.langTot},"q6iAnswerPoints":${score.q6iAnswerPoints},"spouse_level_education":${score.spouse_level_education},"spouse_firs_language":${score.spouse_firs_language},"spouse_canadian_work_experience":${score.spouse_canadian_work_experience},"educationA":${score.educationA},"educationB":${score.educationB},"educationTot":${score.educationTot},"foreign_xp_1":${score.foreign_xp_1},"foreign_xp_2":${score.foreign_xp_2},"foreign_xp_tot":${score.foreign_xp_tot},"certificate":${score.certificate},"prov_nom_bonus":${score.prov_nom_bonus},"job_bonus":${score.job_bonus},"study_bonus":${score.study_bonus},"sibling_bonus":${score.sibling_bonus},"french_bonus":${score.french_bonus},"core_factors":${score.core_factors},"spouse_factors":${score.spouse_factors},"skill_factors":${score.skill_factors},"bonus_factors":${score.bonus_factors},"grandtotal":${score.grandtotal},"isWithSpouse":${score.isWithSpouse},"ruleSet":${ruleSetJson(score.ruleSet)},"lines":[${lines}]}`;
}

function lineJson({ factor, points, clb }: CrsLine): string {
  return clb === undefined
    ? `{"factor":"${factor}","points":${points}}`
    : `{"factor":"${factor}","points":${points},"clb":[${clb[0]},${clb[1]},${clb[2]},${clb[3]}]}`;
}

// A result's rule set is one of a few shared objects.
const RULE_SET_JSON = new WeakMap<CrsScore['ruleSet'], string>();

function ruleSetJson(ruleSet: CrsScore['ruleSet']): string {
  let json = RULE_SET_JSON.get(ruleSet);
  if (json === undefined) {
    json = JSON.stringify(ruleSet);
    RULE_SET_JSON.set(ruleSet, json);
  }
  return json;
}
