// Mail (issue 31, docs/product.md "E-mails"): what the site sends lands in the stack's MailDev
// inbox (its REST API, polled as a person would refresh it). A booking made in the booking panel
// is confirmed with its code and a calendar file; moving it and cancelling it each send their
// e-mail; the front desk answers a message from its pane and the reply reaches the guest.
import { expect, test, type Page } from '@playwright/test';
import { FRONT_DESK_ROUTES } from '@hotel/shared/front-desk/routes';
import { createGuest, createStaff, freeDate, freshRoom, logIn, startEachTestAsANewVisitor } from './support/guest';
import { urls } from './support/stack';

interface InboxMail {
  id: string;
  subject: string;
  to: Array<{ address: string }>;
  text: string;
  /** `generatedFileName` is the name MailDev serves the attachment under. */
  attachments?: Array<{ filename: string; generatedFileName: string }>;
}

/** The mails MailDev holds for `address`, oldest first. */
async function mailsTo(address: string): Promise<InboxMail[]> {
  const all = (await (await fetch(`${urls.mailWeb}/api/email`)).json()) as InboxMail[];
  return all.filter((m) => m.to.some((t) => t.address === address));
}

/** The mail to `address` whose subject matches, once it has arrived. */
async function mailTo(address: string, subject: RegExp): Promise<InboxMail> {
  let found: InboxMail | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(address)).find((m) => subject.test(m.subject)))?.subject, { timeout: 15_000 })
    .toMatch(subject);
  return found!;
}

const calendarOf = async (mail: InboxMail) => {
  expect(mail.attachments?.map((a) => a.filename)).toEqual(['stay.ics']);
  const file = mail.attachments![0]!.generatedFileName;
  return (await fetch(`${urls.mailWeb}/api/email/${mail.id}/attachment/${encodeURIComponent(file)}`)).text();
};

const panelOf = (page: Page) => page.getByRole('region', { name: 'Book this room' });

startEachTestAsANewVisitor();

test('book a stay: the code in the toast, My Bookings and the inbox with the calendar file; moving and cancelling it each e-mail the guest', async ({
  page,
}) => {
  test.slow(); // three writes, each waited for in the page and in the inbox
  const guest = await createGuest('mail', 'Mia Mailer');
  const room = await freshRoom();
  const date = freeDate(room, 70);
  await logIn(page, guest);

  await page.goto(`/room-details/${room._id}`);
  await panelOf(page).getByLabel('Check-in', { exact: true }).fill(date);
  await expect(panelOf(page).getByText('Date is available!')).toBeVisible();
  await panelOf(page).getByRole('button', { name: 'Book Now' }).click();
  await page.getByRole('dialog', { name: 'Booking Summary' }).getByRole('button', { name: 'Confirm Booking' }).click();
  const toast = page.getByText(/Room booked successfully! Confirmation code: HV-/);
  await expect(toast).toBeVisible();
  const code = /HV-[2-9A-HJKMNP-Z]{6}/.exec((await toast.textContent())!)![0];
  await expect(page).toHaveURL(`${urls.shell}/my-bookings`);
  const row = page.getByRole('row', { name: new RegExp(room.name) });
  await expect(row).toContainText(code);

  const confirmed = await mailTo(guest.email, new RegExp(`^Booking confirmed: .*\\(${code}\\)$`));
  expect(confirmed.text).toContain(`Confirmation code: ${code}`);
  const ics = await calendarOf(confirmed);
  expect(ics).toMatch(/^METHOD:REQUEST\r?$/m);
  expect(ics).toMatch(new RegExp(`^DTSTART;VALUE=DATE:${date.replace(/-/g, '')}\\r?$`, 'm'));
  expect(ics).toMatch(/^SEQUENCE:0\r?$/m);
  const uid = /^UID:(.*?)\r?$/m.exec(ics)![1];

  // Move it by a day in My Bookings: "New dates", the same calendar event one sequence later.
  const next = freeDate({ ...room, bookedDates: [...room.bookedDates, date] }, 71);
  await row.getByRole('button', { name: /^Update Date/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Date' });
  await dialog.getByLabel('New check-in', { exact: true }).fill(next);
  await expect(dialog.getByText('Date is available!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Update Date' }).click();
  await expect(page.getByText('Booking date updated successfully!')).toBeVisible();
  const moved = await calendarOf(await mailTo(guest.email, new RegExp(`^New dates for your stay: .*\\(${code}\\)$`)));
  expect(moved).toContain(`UID:${uid}`);
  expect(moved).toMatch(/^SEQUENCE:1\r?$/m);
  expect(moved).toMatch(new RegExp(`^DTSTART;VALUE=DATE:${next.replace(/-/g, '')}\\r?$`, 'm'));

  // Cancel it: the calendar file takes the event out.
  await page.getByRole('row', { name: new RegExp(room.name) }).getByRole('button', { name: /^Cancel/ }).click();
  await page.getByRole('dialog', { name: 'Cancel booking?' }).getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(page.getByText('Booking cancelled successfully! The room is now available again.')).toBeVisible();
  const cancelled = await mailTo(guest.email, new RegExp(`^Booking cancelled: .*\\(${code}\\)$`));
  const cancel = await calendarOf(cancelled);
  expect(cancel).toMatch(/^METHOD:CANCEL\r?$/m);
  expect(cancel).toContain(`UID:${uid}`);
  expect(await mailsTo(guest.email)).toHaveLength(3);
});

test('a message is acknowledged; the front desk replies from the inbox and the reply reaches the guest', async ({ page }) => {
  const email = `mail-msg-${Date.now()}@example.com`;
  const subject = `Parking ${Date.now() % 100000}`;
  const sent = await fetch(`${urls.api}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Noor Guest', email, subject, message: 'Is there parking for a van?', inquiryType: 'general' }),
  });
  expect(sent.status).toBe(201);
  // Neutral: nothing the visitor typed goes back to an address nobody proved is theirs.
  const ack = await mailTo(email, /^We received your message to Harborview Hotel$/);
  expect(ack.text).toContain('The front desk will reply by e-mail');
  expect(ack.text).not.toContain(subject);

  const staff = await createStaff('mail-desk', 'Dana Desk');
  await logIn(page, staff);
  await page.goto(FRONT_DESK_ROUTES.messages);
  await page.getByRole('button', { name: subject }).click();
  const pane = page.getByRole('region', { name: subject });
  await expect(pane.getByText('No reply yet.')).toBeVisible();
  await pane.getByLabel(`Reply to ${email}`).fill('Yes: free parking behind the hotel, vans welcome.');
  await pane.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent. The message is handled.')).toBeVisible();
  await expect(pane.getByText('Yes: free parking behind the hotel, vans welcome.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(subject) })).toContainText('Handled');

  const reply = await mailTo(email, new RegExp(`^Re: ${subject}$`));
  expect(reply.text).toContain('Yes: free parking behind the hotel, vans welcome.');
});
