import { describe, expect, it } from 'vitest';
import { applyMask, unmask } from './masks';

describe('masks', () => {
  it('formats documents and the postal code as typed', () => {
    expect(applyMask('cpf', '52998224725')).toBe('529.982.247-25');
    expect(applyMask('cnpj', '11222333000181')).toBe('11.222.333/0001-81');
    expect(applyMask('cep', '89201000')).toBe('89201-000');
    expect(unmask('cpf', '529.982.247-25')).toBe('52998224725');
  });
  it('fits landlines and mobiles', () => {
    expect(applyMask('phone', '4733334444')).toBe('(47) 3333-4444');
    expect(applyMask('phone', '47999998888')).toBe('(47) 99999-8888');
  });
  it('keeps money within 9 characters', () => {
    expect(applyMask('currency', 1234.5)).toBe('1.234,5');
    expect(applyMask('currency', '1234,56')).toBe('1.234,56');
    expect(applyMask('currency', '99999,99')).toBe('99.999,99');
    expect(applyMask('currency', '123456')).toBe('12.345');
    expect(applyMask('currency', '99999,99').length).toBeLessThanOrEqual(9);
    expect(unmask('currency', '1.234,56')).toBe('1234.56');
  });
  it('shapes height, weight and dates', () => {
    expect(applyMask('height', '175')).toBe('1,75');
    expect(applyMask('weight', '12345')).toBe('123');
    expect(applyMask('date', '31122024')).toBe('31/12/2024');
  });
});
