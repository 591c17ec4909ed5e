import { In, Not } from 'typeorm';
import { SurveyAnswer } from '../src/answers/survey-answer.entity';
import { AuditEvent } from '../src/audit/audit-event.entity';
import { Customer } from '../src/customers/customer.entity';
import { DiagnosticQuestion } from '../src/diagnostic-questions/diagnostic-question.entity';
import { StoredFile } from '../src/files/stored-file.entity';
import { Inquiry } from '../src/inquiries/inquiry.entity';
import { rebuildInquiryStatistics } from '../src/database-tools/seeds/inquiry-statistics';
import { Respondent } from '../src/respondents/respondent.entity';
import { OutboundMail } from '../src/mail/outbound-mail.entity';
import { Pathway } from '../src/pathways/pathway.entity';
import { Client, personas, Personas } from './support/personas';
import { invitationLinkIn } from './support/smtp-sink';
import { addParticipants, createInquiry, submitIntake, typeByName } from './support/survey-fixtures';
import { invitedEarlier } from './support/invited-earlier';
import { createTestApp, DEMO, TestApp } from './support/test-app';

const PASSWORD = 'Invited#Start2026';
const TYPE = 'Organisational Health Check';

/**
 * Chasing one respondent: remind one person, mail a pending invitee a new invitation (the old link stops
 * working), remove a person who has not completed (a completed form stays; positions stay contiguous).
 */
describe('respondent actions: remind one, resend the invitation, remove', () => {
  let t: TestApp;
  let api: Personas;
  let admin: Client;
  let operator: Client;
  let staff: Client;
  let contosoAdmin: Client;
  let northwind: Customer;
  let inquiryId: number;
  let otherInquiryId: number;
  let draftFileId: number;
  const people = {
    pendingA: 'pending.a@northwind.example',
    pendingB: 'pending.b@northwind.example',
    pendingC: 'pending.c@northwind.example',
  };
  const byEmail: Record<string, Respondent> = {};

  const base = (id = inquiryId) => `/api/Inquiry/${id}/Respondents`;
  const remind = (as: Client, respondentId: number, id = inquiryId) => as.post(`${base(id)}/${respondentId}/Remind`);
  const resend = (as: Client, respondentId: number, id = inquiryId) =>
    as.post(`${base(id)}/${respondentId}/ResendInvitation`);
  const remove = (as: Client, respondentId: number, id = inquiryId) => as.delete(`${base(id)}/${respondentId}`);
  const mailsTo = (to: string) =>
    t.dataSource.getRepository(OutboundMail).find({ where: { to }, order: { id: 'ASC' } });
  const rows = () => t.dataSource.getRepository(Respondent).find({ where: { inquiryId }, order: { position: 'ASC' } });
  const signup = (email: string, key: string) =>
    api.anonymous().post('/api/Customer/CustomerAdminsignup').send({
      CustomerId: northwind.id,
      FirstName: 'In',
      LastName: 'Vited',
      Email: email,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      InvitationKey: key,
    });

  beforeAll(async () => {
    t = await createTestApp();
    api = await personas(t);
    [admin, operator, staff, contosoAdmin] = [
      api.as('northwindAdmin'),
      api.as('operator'),
      api.as('northwindStaff'),
      api.as('contosoAdmin'),
    ];
    northwind = await t.dataSource.getRepository(Customer).findOneByOrFail({ name: 'Northwind Traders' });
    const type = await typeByName(t, TYPE);
    const inquiry = await createInquiry(admin, type.id, 'Chasing fixture');
    await submitIntake(t, admin, inquiry.Id, type.id);
    inquiryId = inquiry.Id;
    const staffUsers = await t.users.find({
      where: {
        customerId: northwind.id,
        email: In([DEMO.northwindStaff, 'staff2@northwind.demo.test', 'staff3@northwind.demo.test']),
      },
      order: { id: 'ASC' },
    });
    await addParticipants(admin, inquiryId, [
      ...staffUsers.map((u) => u.email),
      people.pendingA,
      people.pendingB,
      people.pendingC,
    ]).expect(200);
    await invitedEarlier(t, inquiryId);
    for (const r of await rows()) byEmail[r.email] = r;
    // staff2 completed, staff3 keeps a draft with an answer (the fixture writes them as a submit would leave them).
    const [, completed, draft] = staffUsers;
    await t.dataSource
      .getRepository(Respondent)
      .update({ id: byEmail[completed.email].id }, { status: 'completed', submittedAt: new Date() });
    await t.dataSource.getRepository(Respondent).update({ id: byEmail[draft.email].id }, { status: 'saveasdraft' });
    const pathway = await t.dataSource.getRepository(Pathway).findOneByOrFail({ inquiryTypeId: type.id });
    const question = await t.dataSource.getRepository(DiagnosticQuestion).findOneByOrFail({ pathwayId: pathway.id });
    await t.dataSource.getRepository(SurveyAnswer).insert({
      respondentId: byEmail[draft.email].id,
      inquiryId,
      questionId: question.id,
      performance: 3,
      importance: 4,
    });
    // The draft's answer to a document question holds an uploaded file (its bytes never written: removal tolerates that).
    const documentQuestion = await t.dataSource
      .getRepository(DiagnosticQuestion)
      .findOneByOrFail({ pathwayId: pathway.id, id: Not(question.id) });
    draftFileId = (
      await t.dataSource.getRepository(StoredFile).save({
        storageKey: `respondent-actions/draft-${Date.now()}`,
        originalName: 'draft.pdf',
        contentType: 'application/pdf',
        size: 1,
        kind: 'survey-document',
        customerId: (await t.dataSource.getRepository(Inquiry).findOneByOrFail({ id: inquiryId })).customerId,
        inquiryId,
      })
    ).id;
    await t.dataSource.getRepository(SurveyAnswer).insert({
      respondentId: byEmail[draft.email].id,
      inquiryId,
      questionId: documentQuestion.id,
      fileId: draftFileId,
    });
    await rebuildInquiryStatistics(t.dataSource.manager, inquiryId);
    byEmail.completed = byEmail[completed.email];
    byEmail.draft = byEmail[draft.email];
    const other = await createInquiry(admin, type.id, 'Another inquiry');
    otherInquiryId = other.Id;
  });
  afterAll(() => t.close());

  describe('remind one', () => {
    it('mails one person who has not completed, once a day', async () => {
      const res = await remind(admin, byEmail[people.pendingA].id).expect(200);
      expect(res.body).toEqual({
        InquiryId: inquiryId,
        RespondentId: byEmail[people.pendingA].id,
        Message: `A reminder was sent to ${people.pendingA}`,
      });
      const mails = await mailsTo(people.pendingA);
      expect(mails.map((m) => m.subject)).toEqual([
        expect.stringContaining('invites you'),
        `Reminder: your survey form for ${TYPE}`,
      ]);
      expect((await remind(admin, byEmail[people.pendingA].id).expect(409)).body.errorMessage).toEqual([
        'This respondent was already reminded in the last 24 hours',
      ]);
      expect(await mailsTo(people.pendingA)).toHaveLength(2);
      // The operator may remind too (the draft's owner, with an account: the link goes to the dashboard).
      await remind(operator, byEmail.draft.id).expect(200);
      expect((await mailsTo(byEmail.draft.email)).pop()!.text).toContain('/customerUser/dashboard');
    });

    it('refuses a completed form', async () => {
      const res = await remind(admin, byEmail.completed.id).expect(409);
      expect(res.body).toEqual({
        status: 409,
        title: 'Reminder not sent',
        errorMessage: ['This respondent has completed the form: no reminder to send'],
      });
    });

    it('answers a repeat with the same Idempotency-Key once', async () => {
      const first = await remind(admin, byEmail[people.pendingB].id).set('Idempotency-Key', 'remind-b-1').expect(200);
      const again = await remind(admin, byEmail[people.pendingB].id).set('Idempotency-Key', 'remind-b-1').expect(200);
      expect(again.body).toEqual(first.body);
      expect((await mailsTo(people.pendingB)).filter((m) => m.subject.startsWith('Reminder:'))).toHaveLength(1);
    });

    it('guards role and tenant: 401, 403, 404 for another organisation or a respondent of another inquiry', async () => {
      const id = byEmail[people.pendingC].id;
      await remind(api.anonymous(), id).expect(401);
      await remind(staff, id).expect(403);
      expect((await remind(contosoAdmin, id).expect(404)).body.errorMessage).toEqual(['Inquiry not found']);
      expect((await remind(admin, id, otherInquiryId).expect(404)).body.errorMessage).toEqual(['Respondent not found']);
      expect((await remind(admin, 999_999).expect(404)).body.errorMessage).toEqual(['Respondent not found']);
      expect((await mailsTo(people.pendingC)).filter((m) => m.subject.startsWith('Reminder:'))).toHaveLength(0);
    });
  });

  describe('resend the invitation', () => {
    it('mails a fresh link; the old link is refused and the new one signs up', async () => {
      const [invitation] = await mailsTo(people.pendingC);
      const old = invitationLinkIn({ text: invitation.text } as never);
      const res = await resend(admin, byEmail[people.pendingC].id).expect(200);
      expect(res.body.Message).toBe(
        `A new invitation was sent to ${people.pendingC}; the earlier link no longer works`,
      );
      const mails = await mailsTo(people.pendingC);
      expect(mails).toHaveLength(2);
      expect(mails[1].subject).toBe(invitation.subject);
      const fresh = invitationLinkIn({ text: mails[1].text } as never);
      expect(fresh.path).toBe(old.path);
      expect(fresh.key).not.toBe(old.key);
      await signup(people.pendingC, old.key).expect(403);
      await signup(people.pendingC, fresh.key).expect(200);
      const after = await t.dataSource.getRepository(Respondent).findOneByOrFail({ id: byEmail[people.pendingC].id });
      expect(after.userId).not.toBeNull();
      const audit = await t.dataSource
        .getRepository(AuditEvent)
        .findOneByOrFail({ action: 'inquiry.invitation-resent', target: people.pendingC });
      expect(audit.detail).toBe(`Inquiry ${inquiryId}`);
    });

    it('refuses a person who has signed up (send a reminder instead)', async () => {
      const res = await resend(admin, byEmail[people.pendingC].id).expect(409);
      expect(res.body.errorMessage).toEqual(['This respondent has already signed up: send a reminder instead']);
      await resend(admin, byEmail.draft.id).expect(409);
    });

    it('guards role and tenant', async () => {
      const id = byEmail[people.pendingB].id;
      await resend(api.anonymous(), id).expect(401);
      await resend(staff, id).expect(403);
      await resend(contosoAdmin, id).expect(404);
      await resend(admin, id, otherInquiryId).expect(404);
      expect(await mailsTo(people.pendingB)).toHaveLength(2);
    });
  });

  describe('the daily invitation quota', () => {
    it('counts a reminder and a new invitation like any mail: over the quota 429 and nothing mailed, claimed or re-keyed', async () => {
      const customers = t.dataSource.getRepository(Customer);
      await customers.update({ id: northwind.id }, { invitationsPerDay: 0 });
      try {
        const id = byEmail[people.pendingB].id;
        const before = await mailsTo(people.pendingB);
        const hash = async () =>
          (
            await t.dataSource
              .getRepository(Respondent)
              .createQueryBuilder('r')
              .addSelect('r.invitationKeyHash')
              .where('r.id = :id', { id })
              .getOneOrFail()
          ).invitationKeyHash;
        const keyBefore = await hash();
        await t.dataSource.getRepository(Respondent).update({ id }, { lastRemindedAt: null });
        expect((await remind(admin, id).expect(429)).body.status).toBe(429);
        expect((await resend(admin, id).expect(429)).body.status).toBe(429);
        expect(await mailsTo(people.pendingB)).toHaveLength(before.length);
        expect(await hash()).toBe(keyBefore);
        expect((await t.dataSource.getRepository(Respondent).findOneByOrFail({ id })).lastRemindedAt).toBeNull();
      } finally {
        await customers.update({ id: northwind.id }, { invitationsPerDay: null });
      }
    });
  });

  describe('remove', () => {
    it('refuses a completed person (409) and keeps the form', async () => {
      const res = await remove(admin, byEmail.completed.id).expect(409);
      expect(res.body).toEqual({
        status: 409,
        title: 'Conflict',
        errorMessage: ['This respondent has completed the form: a completed form cannot be removed'],
      });
      expect(await t.dataSource.getRepository(Respondent).existsBy({ id: byEmail.completed.id })).toBe(true);
    });

    it('guards role and tenant: the operator, a respondent and another organisation may not', async () => {
      const id = byEmail[people.pendingB].id;
      await remove(api.anonymous(), id).expect(401);
      await remove(staff, id).expect(403);
      await remove(operator, id).expect(403);
      expect((await remove(contosoAdmin, id).expect(404)).body.errorMessage).toEqual(['Inquiry not found']);
      await remove(admin, id, otherInquiryId).expect(404);
      expect(await t.dataSource.getRepository(Respondent).existsBy({ id })).toBe(true);
    });

    it('removes a pending invitee: the later people move up, the count follows, the link stops working', async () => {
      const [invitation] = await mailsTo(people.pendingB);
      const before = await rows();
      expect(before.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6]);
      const res = await remove(admin, byEmail[people.pendingB].id).expect(200);
      expect(res.body).toEqual({
        InquiryId: inquiryId,
        RespondentId: byEmail[people.pendingB].id,
        Message: `${people.pendingB} was removed from this inquiry`,
      });
      const after = await rows();
      expect(after.map((r) => r.email)).toEqual(before.map((r) => r.email).filter((e) => e !== people.pendingB));
      expect(after.map((r) => r.position)).toEqual([1, 2, 3, 4, 5]);
      const inquiry = await t.dataSource.getRepository(Inquiry).findOneByOrFail({ id: inquiryId });
      expect([inquiry.respondentCount, inquiry.completedCount]).toEqual([5, 1]);
      const list = await admin.get(`/api/Inquiry/GetRespondents/${inquiryId}?pageSize=2&currentPage=3`).expect(200);
      // Newest first, pages are ranges of positions: page 3 of 2 holds exactly the first person added.
      expect(list.body).toMatchObject({ totalItem: 5, totalPage: 3 });
      expect(list.body.data.map((r: { Email: string }) => r.Email)).toEqual([after[0].email]);
      // The reminder's newest link of the removed invitee is refused now.
      const mails = await mailsTo(people.pendingB);
      await signup(people.pendingB, invitationLinkIn({ text: mails[mails.length - 1].text } as never).key).expect(403);
      await signup(people.pendingB, invitationLinkIn({ text: invitation.text } as never).key).expect(403);
      await remove(admin, byEmail[people.pendingB].id).expect(404);
    });

    it('removes a draft with its answers; the account stays', async () => {
      await remove(admin, byEmail.draft.id).expect(200);
      expect(await t.dataSource.getRepository(SurveyAnswer).countBy({ respondentId: byEmail.draft.id })).toBe(0);
      expect(await t.users.existsBy({ email: byEmail.draft.email })).toBe(true);
      expect((await rows()).map((r) => r.position)).toEqual([1, 2, 3, 4]);
      const audit = await t.dataSource
        .getRepository(AuditEvent)
        .findOneByOrFail({ action: 'inquiry.respondent-removed', target: byEmail.draft.email });
      expect(audit.detail).toBe(`Inquiry ${inquiryId}`);
    });

    it("removes the files the removed draft's answers held", async () => {
      expect(await t.dataSource.getRepository(StoredFile).existsBy({ id: draftFileId })).toBe(false);
    });
  });
});
