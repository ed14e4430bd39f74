import { formatarCep, formatarCpf, formatarCpfCnpj, formatarTelefone } from '@backoffice/domain/formatacao';
import { describe, expect, it } from 'vitest';
import { formatCurrency, whatsappLink } from './format';

describe('format', () => {
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
