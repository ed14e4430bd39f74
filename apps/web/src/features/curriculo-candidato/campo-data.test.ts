import { describe, expect, it } from 'vitest';
import { dataParaMes, mesParaData } from './campo-data';

describe('the month/year of a course', () => {
  it("goes to the month picker as the month's first day and back as YYYY-MM", () => {
    expect(mesParaData('2019-12')).toBe('2019-12-01');
    expect(dataParaMes('2019-12-01')).toBe('2019-12');
    expect(dataParaMes(null)).toBe('');
  });

  it('shows no month for a blank or odd stored value (left as stored)', () => {
    expect(mesParaData('')).toBeNull();
    expect(mesParaData('12/2019')).toBeNull();
    // a full date stored by an older screen still shows its month
    expect(mesParaData('2019-12-15')).toBe('2019-12-01');
  });
});
