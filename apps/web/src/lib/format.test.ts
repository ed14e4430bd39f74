import { formatarCep, formatarCpf, formatarCpfCnpj, formatarTelefone } from '@backoffice/domain/formatacao';
import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatDateTime, toServerDate, whatsappLink } from './format';

describe('format', () => {
  it('shows plain dates as dd/MM/yyyy without shifting the day', () => {
    expect(formatDate('2024-03-01')).toBe('01/03/2024');
    expect(formatDate(null)).toBe('');
    expect(formatDate('nada')).toBe('');
  });
  it('shows timestamps in Brasília time', () => {
    expect(formatDate('2024-03-01T02:00:00Z')).toBe('29/02/2024');
    expect(formatDateTime('2024-03-01T15:30:00-03:00')).toBe('01/03/2024 15:30');
  });
  it('sends dates as dd-MM-yyyy', () => {
    expect(toServerDate('2024-03-01')).toBe('01-03-2024');
  });
  it('formats BRL', () => {
    expect(formatCurrency(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(formatCurrency(null)).toBe('');
  });
  it('formats documents and phones', () => {
    expect(formatarCpf('52998224725')).toBe('529.982.247-25');
    expect(formatarCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatarCep('89201000')).toBe('89201-000');
    expect(formatarTelefone('47999998888')).toBe('(47) 99999-8888');
  });
  it('links WhatsApp with 55 only from 10 digits', () => {
    expect(whatsappLink('(47) 99999-8888')).toBe('https://wa.me/5547999998888');
    expect(whatsappLink('9999-8888')).toBeNull();
  });
});
