import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import { Role } from '../common/domain/roles';
import { PeopleService } from '../people/people.service';
import type { OpenLinkGroupQuestionDto } from './dto/open-link-responses.dto';

/** An attribute with more values than this is no group a respondent picks from a list (an employee number). */
export const MAX_GROUP_VALUES = 60;

/** The directory read on an organisation's behalf: the public answering path has no caller of the organisation. */
const organisationReader = (customerId: number): AuthUser => ({
  id: 0,
  role: Role.CustomerAdmin,
  customerId,
  email: '',
  firstName: '',
  lastName: '',
});

/**
 * Self-declared groups of an open link: the admin chooses attributes of the organisation's people directory; a
 * respondent picks one of the directory's values of each, or none (''). The values are stored as the respondent's
 * attributes, so they enter the same joint roll-up as invited respondents' (docs/confidentiality.md).
 */
@Injectable()
export class OpenLinkGroups {
  constructor(private readonly people: PeopleService) {}

  async questions(customerId: number, names: string[]): Promise<OpenLinkGroupQuestionDto[]> {
    if (!names.length) return [];
    const attributes = await this.people.attributeList(organisationReader(customerId));
    return names.map((name) => ({ Name: name, Values: attributes.find((a) => a.Name === name)?.Values ?? [] }));
  }

  async assertChoosable(customerId: number, names: string[]): Promise<void> {
    if (!names.length) return;
    const attributes = await this.people.attributeList(organisationReader(customerId));
    const lines = names.flatMap((name, i) => {
      const found = attributes.find((a) => a.Name === name);
      if (!found) return [`GroupQuestions[${i}]: ${name} is not an attribute of your people directory`];
      if (found.ValueCount > MAX_GROUP_VALUES)
        return [`GroupQuestions[${i}]: ${name} has more than ${MAX_GROUP_VALUES} values; choose a coarser attribute`];
      return [];
    });
    if (lines.length) throw ApiError.badRequest(lines);
  }

  /** The declared groups, checked against the link's questions and the directory's values; '' and absent are none. */
  async declared(
    customerId: number,
    names: string[],
    given: Record<string, unknown> | undefined,
  ): Promise<Record<string, string>> {
    const input = given ?? {};
    const questions = await this.questions(customerId, names);
    const lines: string[] = [];
    const out: Record<string, string> = {};
    for (const key of Object.keys(input))
      if (!names.includes(key)) lines.push(`Groups.${key}: not a group question of this link`);
    for (const q of questions) {
      const value = input[q.Name];
      if (value === undefined || value === '') continue;
      if (typeof value !== 'string' || !q.Values.includes(value))
        lines.push(`Groups.${q.Name}: choose one of the listed values`);
      else out[q.Name] = value;
    }
    if (lines.length) throw ApiError.badRequest(lines);
    return out;
  }
}
