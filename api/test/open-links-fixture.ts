import { InquiryType } from '../src/inquiry-types/inquiry-type.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import type { Client } from './support/personas';
import { DEMO, TestApp } from './support/test-app';

/** A Northwind inquiry that takes answers (intake submitted, open ten more days, no results), without respondents. */
export async function collectingInquiry(
  t: TestApp,
  description: string,
  typeName = 'Digital Transformation Readiness',
) {
  const ds = t.dataSource;
  const admin = await t.users.findOneByOrFail({ email: DEMO.northwindAdmin });
  const type = await ds.getRepository(InquiryType).findOneByOrFail({ name: typeName });
  return ds.getRepository(Inquiry).save(
    ds.getRepository(Inquiry).create({
      customerId: admin.customerId!,
      inquiryTypeId: type.id,
      createdByUserId: admin.id,
      description,
      intakeSubmittedAt: new Date(),
      expiryDate: new Date(Date.now() + 10 * 86_400_000),
    }),
  );
}

interface FormItem {
  Id: number;
  Type: string;
  Area: string;
  IsCustomQuestion: boolean;
  InquiryId: number;
  CustomerUserId: number;
}

/** A completing save of a whole form: every rating `rating` (importance too, outside Others), every text answered. */
export function completeAnswers(form: { data: FormItem[] }, rating = '3') {
  return {
    Status: 'completed',
    SurveyAnswerDtos: form.data.map((q) => ({
      DiagnosticId: q.Id,
      InquiryId: q.InquiryId,
      CustomerUserId: q.CustomerUserId,
      IsCustomQuestion: q.IsCustomQuestion,
      ...(q.Type === 'Rating' ? { Answer: rating, ...(q.Area === 'Other' ? {} : { ValueAnswer: '4' }) } : {}),
      ...(q.Type === 'Textbox' ? { Answer: `Open answer ${rating}` } : {}),
    })),
  };
}

/** A browser answering through the link: starts (declaring groups) and completes its form; answers its key. */
export async function answerThroughLink(anyone: Client, token: string, groups: Record<string, string>, rating = '3') {
  const start = await anyone.post(`/api/OpenLink/${token}/Start`).send({ Groups: groups }).expect(200);
  const key = start.body.BrowserKey as string;
  await anyone
    .post(`/api/OpenLink/${token}/Answers`)
    .set('X-Open-Link-Key', key)
    .send(completeAnswers(start.body.Form, rating))
    .expect(200);
  return key;
}
