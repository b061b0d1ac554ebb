import { CONTACT_LIMITS, HOTEL_INFO, MESSAGES } from '@hotel/shared';
import { apiUrl, deferred, refusal, renderRemote } from '@hotel/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { toast } from 'react-toastify';
import ContactPage from './ContactPage';

/** The bodies POST /contact received. */
let sent: unknown[];
const accepted = () => new HttpResponse(null, { status: 201 });

/** The contact page; POST /contact answers `answer` (201 by default). */
const show = (answer: HttpResponseResolver = accepted) =>
  renderRemote(<ContactPage />, {
    path: '/contact',
    http: [
      http.post(apiUrl('/contact'), async (info) => {
        sent.push(await info.request.json());
        return answer(info);
      }),
    ],
  });
const cardOf = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const inquiry = () => screen.getByRole('combobox', { name: 'Inquiry Type' }) as HTMLSelectElement;
const button = () => screen.getByRole('button', { name: /Send Message|Sending Message/ });

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Full Name/), 'Ada Guest');
  await user.type(field(/Email Address/), 'ada@example.com');
  await user.type(field(/Phone Number/), '+1 555 0100');
  await user.type(field(/Subject/), 'Late arrival');
  await user.selectOptions(inquiry(), 'reservation');
  await user.type(field(/Message/), 'We arrive after midnight.');
}

beforeEach(() => {
  sent = [];
});

describe('ContactPage', () => {
  it('is titled "Get In Touch"', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeInTheDocument();
  });

  it('shows the four contact cards with the hotel info: address, a tel: link, a mailto: link, hours', () => {
    show();
    const cards = within(screen.getByRole('list', { name: 'How to reach us' })).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Visit Us',
      'Call Us',
      'Email Us',
      'Business Hours',
    ]);
    expect(within(cardOf('Visit Us')).getByText(HOTEL_INFO.address)).toBeInTheDocument();
    expect(within(cardOf('Call Us')).getByRole('link', { name: HOTEL_INFO.phone })).toHaveAttribute(
      'href',
      'tel:+15551234567',
    );
    expect(within(cardOf('Email Us')).getByRole('link', { name: HOTEL_INFO.email })).toHaveAttribute(
      'href',
      `mailto:${HOTEL_INFO.email}`,
    );
  });

  it('business hours: front desk 24/7, concierge 6 AM to 11 PM', () => {
    show();
    const hours = within(cardOf('Business Hours'));
    expect(hours.getByText('Front desk: 24/7')).toBeInTheDocument();
    expect(hours.getByText('Concierge: 6 AM to 11 PM')).toBeInTheDocument();
  });

  it('states the response times (2-4 hours in business hours, 24 hours on weekends and holidays)', () => {
    show();
    expect(screen.getByText(/2-4 hours during business hours/)).toHaveTextContent(/24 hours on weekends and holidays/);
  });

  it('"Follow Us": four social links, placeholders that go nowhere (no other site, no new tab)', () => {
    show();
    const row = screen.getByRole('heading', { level: 2, name: 'Follow Us' }).parentElement!;
    const links = within(row).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['Facebook', 'X (Twitter)', 'Instagram', 'LinkedIn']);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^#/);
      expect(link).not.toHaveAttribute('target');
    }
  });

  it('a click on a placeholder link changes neither the URL nor the history', () => {
    show();
    const before = { href: window.location.href, length: window.history.length };
    for (const name of ['Facebook', 'X (Twitter)', 'Instagram', 'LinkedIn']) {
      // fireEvent answers false when the page cancelled the click's default (following the link).
      expect(fireEvent.click(screen.getByRole('link', { name }))).toBe(false);
    }
    expect({ href: window.location.href, length: window.history.length }).toEqual(before);
  });
});

describe('Contact form', () => {
  it('has the six fields: name, e-mail (type email), phone, subject, inquiry type (five options, general), a 6-row message', () => {
    show();
    expect(field(/Full Name/)).toBeRequired();
    expect(field(/Email Address/)).toHaveAttribute('type', 'email');
    expect(field(/Email Address/)).toBeRequired();
    expect(field(/Phone Number/)).not.toBeRequired();
    expect(field(/Subject/)).not.toBeRequired();
    expect(field(/Message/).tagName).toBe('TEXTAREA');
    expect(field(/Message/)).toHaveAttribute('rows', '6');
    expect(field(/Message/)).toBeRequired();
    expect(
      within(inquiry())
        .getAllByRole('option')
        .map((o) => [(o as HTMLOptionElement).value, o.textContent]),
    ).toEqual([
      ['general', 'General Inquiry'],
      ['reservation', 'Reservation'],
      ['events', 'Events & Meetings'],
      ['feedback', 'Feedback'],
      ['support', 'Support'],
    ]);
    expect(inquiry().value).toBe('general');
  });

  it("carries the server's limits: each text field's maxLength is the API's", () => {
    show();
    expect(field(/Full Name/)).toHaveAttribute('maxLength', String(CONTACT_LIMITS.name));
    expect(field(/Email Address/)).toHaveAttribute('maxLength', String(CONTACT_LIMITS.email));
    expect(field(/Phone Number/)).toHaveAttribute('maxLength', String(CONTACT_LIMITS.phone));
    expect(field(/Subject/)).toHaveAttribute('maxLength', String(CONTACT_LIMITS.subject));
    expect(field(/Message/)).toHaveAttribute('maxLength', '5000');
  });

  it('the browser checks block an empty form: nothing is sent', async () => {
    const user = userEvent.setup({ delay: null });
    show();
    await user.click(button());
    expect(screen.queryByText('Sending Message...')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('while sending the button is disabled and reads "Sending Message..."; on 201 it resets and toasts', async () => {
    const answer = deferred();
    const user = userEvent.setup({ delay: null });
    show(() => answer.promise.then(accepted));
    await fillForm(user);
    await user.click(button());

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Ada Guest',
      email: 'ada@example.com',
      phone: '+1 555 0100',
      subject: 'Late arrival',
      message: 'We arrive after midnight.',
      inquiryType: 'reservation',
    });
    expect(button()).toBeDisabled();
    expect(button()).toHaveTextContent('Sending Message...');

    answer.resolve();
    await waitFor(() => expect(button()).toBeEnabled());
    expect(button()).toHaveTextContent('Send Message');
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.contactSuccess);
    expect(toast.success).toHaveBeenCalledWith("Message sent successfully! We'll get back to you within 24 hours.");
    for (const f of [/Full Name/, /Email Address/, /Phone Number/, /Subject/, /Message/])
      expect(field(f).value).toBe('');
    expect(inquiry().value).toBe('general');
  });

  it('a failure shows the raw error in a toast and keeps what the guest typed', async () => {
    const user = userEvent.setup({ delay: null });
    show(refusal(400, 'Message must be 5000 characters or fewer.'));
    await fillForm(user);
    await user.click(button());

    expect(await screen.findByRole('button', { name: /Send Message/ })).toBeEnabled();
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith('Message must be 5000 characters or fewer.');
    expect(toast.success).not.toHaveBeenCalled();
    expect(field(/Full Name/).value).toBe('Ada Guest');
    expect(field(/Message/).value).toBe('We arrive after midnight.');
    expect(inquiry().value).toBe('reservation');
  });
});
