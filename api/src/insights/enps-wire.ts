import type { EnpsFigureDto } from './dto/enps-responses.dto';
import type { EnpsFigure } from './enps-figures';

/** An eNPS figure as the wire carries it (the overview, the trend's rounds and the PDF read this one shape). */
export function enpsWire(f: EnpsFigure): EnpsFigureDto {
  const s = f.score;
  return {
    Id: f.id,
    IsCustomQuestion: f.isCustom,
    Title: f.title,
    N: f.answers,
    Promoters: s?.promoters ?? null,
    Passives: s?.passives ?? null,
    Detractors: s?.detractors ?? null,
    Score: s?.score ?? null,
    Low: s?.low ?? null,
    High: s?.high ?? null,
    Withheld: f.withheld,
  };
}
