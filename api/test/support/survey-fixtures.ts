import ExcelJS from 'exceljs';
import { crc32 } from 'node:zlib';
import { IntakeQuestion } from '../../src/intake-questions/intake-question.entity';
import { InquiryType } from '../../src/inquiry-types/inquiry-type.entity';
import { Client, Personas } from './personas';
import { TestApp } from './test-app';

/** Helpers for the inquiry and survey specs: real HTTP calls, real generated files. */
export async function typeByName(t: TestApp, name: string) {
  return t.dataSource.getRepository(InquiryType).findOneByOrFail({ name });
}

export async function createInquiry(admin: Client, typeId: number, description = 'Story inquiry') {
  const res = await admin
    .post('/api/Inquiry/CreateInquiry')
    .send({ InquiryTypeId: typeId, Description: description })
    .expect(200);
  return res.body as { Id: number; InquiryTypeId: number };
}

export async function intakeAnswersFor(t: TestApp, typeId: number) {
  const questions = await t.dataSource
    .getRepository(IntakeQuestion)
    .find({ where: { inquiryTypeId: typeId }, order: { id: 'ASC' } });
  return questions.map((q) => ({
    IntakeId: q.id,
    Answer: q.type === 'Checkbox' ? 'yes' : `Answer to ${q.title}`.slice(0, q.maxLength ?? 200),
  }));
}

export async function submitIntake(t: TestApp, admin: Client, inquiryId: number, typeId: number) {
  await admin
    .post(`/api/Inquiry/AddIntakeAnswer/${inquiryId}`)
    .send({ IntakeAnswersDtos: await intakeAnswersFor(t, typeId) })
    .expect(200);
}

export function addParticipants(
  admin: Client,
  inquiryId: number,
  emails: string[],
  extra: Record<string, unknown> = {},
) {
  return admin
    .put(`/api/Inquiry/AddParticipants/${inquiryId}`)
    .send({ Participants: emails, NoOfParticipants: emails.length, ...extra });
}

/** An inquiry with its intake submitted and `emails` invited: its forms are open. Returns its id. */
export async function inquiryWithInvitees(
  t: TestApp,
  admin: Client,
  typeId: number,
  description: string,
  emails: string[],
): Promise<number> {
  const inquiry = await createInquiry(admin, typeId, description);
  await submitIntake(t, admin, inquiry.Id, typeId);
  await addParticipants(admin, inquiry.Id, emails).expect(200);
  return inquiry.Id;
}

/** A question of a respondent's form, as the form lists it. */
export interface FormQuestion {
  Id: number;
  Type: string;
  Area: string;
  IsCustomQuestion: boolean;
}

/**
 * A respondent's save of every question of their form, prepared but not sent: `rate` gives a rating
 * question's answer and importance (the area Other has no importance); a text question is answered 'NA'.
 * Answers a function that sends it, so that several saves can be sent at once.
 */
export async function prepareFormSave(
  t: TestApp,
  api: Personas,
  typeId: number,
  inquiryId: number,
  email: string,
  status: 'completed' | 'saveasdraft',
  rate: (q: FormQuestion, k: number) => [answer: string, importance: string],
) {
  const respondent = await api.asUser(email);
  const userId = (await t.users.findOneByOrFail({ email })).id;
  const form = (
    await respondent.get(`/api/SurveyAnswer/${typeId}/${inquiryId}/SurveyFormQuestions?pageSize=-1`).expect(200)
  ).body;
  const req = respondent.post('/api/SurveyAnswer/AddSurveyAnswers').field('Status', status);
  (form.data as FormQuestion[]).forEach((q, k) => {
    const field = (name: string, value: string) => req.field(`SurveyAnswerDtos[${k}].${name}`, value);
    field('DiagnosticId', String(q.Id));
    field('InquiryId', String(inquiryId));
    field('CustomerUserId', String(userId));
    field('IsCustomQuestion', String(q.IsCustomQuestion));
    if (q.Type === 'Rating') {
      const [answer, importance] = rate(q, k);
      field('Answer', answer);
      if (q.Area !== 'Other') field('ValueAnswer', importance);
    } else if (q.Type === 'Textbox') field('Answer', 'NA');
  });
  return () => req;
}

/** A real .xlsx workbook written by exceljs. */
export async function xlsxFile(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Processes');
  ws.addRow(['Process', 'Owner']);
  ws.addRow(['Invoicing', 'Finance']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A minimal but well-formed one-page PDF. */
export function pdfFile(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A stored (uncompressed) zip archive with one text entry. */
export function zipFile(name = 'notes.txt', text = 'process notes'): Buffer {
  const data = Buffer.from(text);
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** Not a document: a PNG header renamed to .pdf. */
export function renamedImage(): Buffer {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
}
