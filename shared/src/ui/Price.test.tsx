/** @jest-environment jest-fixed-jsdom */
// What a guest reads as a price in each display currency (docs/product.md "Currencies"): the rates
// come from GET /exchange-rates at the HTTP boundary, as a page load asks for them.
import '../testing/setup';
import { act, render, screen } from '@testing-library/react';
import { setDisplayCurrency } from '../money';
import { seeIn, speak, testRate } from '../testing';
import { Price, RateNote } from '.';

describe('Price', () => {
  it('a guest who sees dollars reads the prices as before, and the page asks for no rates', async () => {
    const asked = seeIn('USD');
    render(
      <>
        <p>
          <Price amount={880} />
        </p>
        <p>
          <Price amount={79.5} cents />
        </p>
        <p>
          <Price amount={-40} cents />
        </p>
        <RateNote />
      </>,
    );
    // The bare text, as before: no element, no note.
    expect(screen.getByText('$880')).toBeInstanceOf(HTMLParagraphElement);
    expect(screen.getByText('$880')).not.toHaveAttribute('title');
    expect(screen.getByText('$79.50')).toBeInTheDocument();
    expect(screen.getByText('−$40.00')).toBeInTheDocument();
    expect(screen.queryByText(/rate of/)).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('in euros: the estimate and the charge, the rate of its day from its source on hover and in the note', async () => {
    seeIn('EUR');
    render(
      <>
        <Price amount={880} />
        <RateNote />
      </>,
    );
    const price = await screen.findByText('≈ €812.42 · charged $880.00');
    expect(price).toHaveAttribute('title', 'Estimate at the rate of Nov 27 from European Central Bank reference rate; you are charged in US dollars.');
    expect(screen.getByText(/^Estimate at the rate of Nov 27/)).toBeInTheDocument();
  });

  it('in yen: no decimals, rounded by the yen', async () => {
    seeIn('JPY', [testRate({ currency: 'JPY', rate: 156.37, source: 'Bank of Japan' })]);
    render(<Price amount={199.99} cents />);
    expect(await screen.findByText('≈ ¥31,272 · charged $199.99')).toBeInTheDocument();
  });

  it('in Spanish: the amounts written as Spanish writes them, the words in Spanish', async () => {
    speak('es');
    seeIn('EUR');
    render(<Price amount={880} />);
    const price = await screen.findByText('≈ 812,42 € · se cobran 880,00 US$');
    expect(price.getAttribute('title')).toMatch(/^Estimación al tipo de cambio del 27 nov/);
  });

  it("a booking's kept estimate, never at today's rate", async () => {
    seeIn('EUR', [testRate({ id: 'rate-EUR-2', rate: 0.95 })]);
    const kept = { currency: 'GBP' as const, amount: 700.11, rate: 0.7956, rateId: 'rate-GBP-1', rateDate: '2026-11-20', rateSource: 'Bank of England' };
    render(<Price amount={880} kept={kept} />);
    expect(await screen.findByText('≈ £700.11 · charged $880.00')).toHaveAttribute('title', expect.stringMatching(/Nov 20 from Bank of England/));
  });

  it('changes with the picker, on every price of the page at once', async () => {
    const asked = seeIn('USD', [testRate(), testRate({ id: 'rate-GBP-1', currency: 'GBP', rate: 0.7864 })]);
    render(
      <>
        <p>
          <Price amount={100} />
        </p>
        <p>
          <Price amount={200} />
        </p>
      </>,
    );
    expect(screen.getByText('$100')).toBeInTheDocument();
    act(() => setDisplayCurrency('GBP'));
    expect(await screen.findByText('≈ £78.64 · charged $100.00')).toBeInTheDocument();
    expect(screen.getByText('≈ £157.28 · charged $200.00')).toBeInTheDocument();
    act(() => setDisplayCurrency('EUR'));
    expect(await screen.findByText('≈ €92.32 · charged $100.00')).toBeInTheDocument();
    // One request for the page load, whichever currencies the guest tries.
    expect(asked).toHaveLength(1);
  });
});
