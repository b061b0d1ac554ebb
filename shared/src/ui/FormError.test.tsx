/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { FormError } from '.';

describe('FormError', () => {
  it('announces the message under the id the fields point to', () => {
    render(<FormError id="stay-error" message="Check-out must be after check-in" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Check-out must be after check-in');
    expect(alert).toHaveAttribute('id', 'stay-error');
  });

  it('renders nothing while the form has no error', () => {
    const { container } = render(<FormError id="stay-error" message={null} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
