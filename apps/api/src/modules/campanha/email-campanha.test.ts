import { EMAIL_CAMPANHA } from '@backoffice/domain/campanhas';
import { describe, expect, it } from 'vitest';
import { renderizarEmailCampanha } from './email-campanha';

describe('the campaign e-mail (pt-BR, HTML and text parts)', () => {
  it('greets the first name and says the same in both parts', () => {
    const m = renderizarEmailCampanha('  Ana Maria Lima ');
    expect(m.assunto).toBe('Atualize seus dados cadastrais');
    expect(m.texto.startsWith('Olá, Ana!\n\n')).toBe(true);
    expect(m.html).toContain('<html lang="pt-BR">');
    expect(m.html).toContain('<title>Atualize seus dados cadastrais</title>');
    expect(m.html).toContain('<p style="margin:0 0 16px;">Olá, Ana!</p>');
    for (const p of EMAIL_CAMPANHA.paragrafos) {
      expect(m.texto).toContain(p);
      expect(m.html).toContain(`${p}</p>`);
    }
    expect(m.texto).toContain('Obrigado!\nEquipe de Endomarketing');
    expect(m.html).toContain('Obrigado!<br>Equipe de Endomarketing');
    expect(m.texto).not.toContain('<');
  });

  it('escapes the name in the HTML part and leaves it as written in the text part', () => {
    const m = renderizarEmailCampanha('<img/src=x onerror="alert(1)">&amp; Silva');
    expect(m.html).not.toContain('<img');
    expect(m.html).toContain('Olá, &lt;img&#x2F;src&#x3D;x!');
    expect(m.texto.startsWith('Olá, <img/src=x!')).toBe(true);
    const aspas = renderizarEmailCampanha(`"Zé'&`);
    expect(aspas.html).toContain('Olá, &quot;Zé&#39;&amp;!');
    expect(aspas.texto).toContain(`Olá, "Zé'&!`);
  });
});
