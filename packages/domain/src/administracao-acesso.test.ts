import { describe, expect, it } from 'vitest';
import {
  MENSAGENS_ADMIN_ACESSO as M,
  redefinirSenhaAdminBody,
  redefinirSenhaLinkFormSchema,
  textoEmailPrimeiroAcesso,
  textoEmailRedefinicao,
  transferirVagasBody,
} from './administracao-acesso';
import { MENSAGENS_SENHA_USUARIO } from './senha-usuario';

const erros = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('redefinição de senha por link', () => {
  it('o formulário aplica a política e a confirmação, cada uma no seu campo', () => {
    expect(
      erros(redefinirSenhaLinkFormSchema.safeParse({ nova_senha: 'curta', confirmacao: 'curta' })),
    ).toEqual({
      nova_senha: MENSAGENS_SENHA_USUARIO.curta,
    });
    expect(
      erros(redefinirSenhaLinkFormSchema.safeParse({ nova_senha: '1234567890', confirmacao: '' })),
    ).toEqual({
      nova_senha: MENSAGENS_SENHA_USUARIO.comum,
    });
    expect(
      erros(
        redefinirSenhaLinkFormSchema.safeParse({ nova_senha: 'girassol na janela', confirmacao: 'girassol' }),
      ),
    ).toEqual({ confirmacao: MENSAGENS_SENHA_USUARIO.confirmacao });
    expect(
      redefinirSenhaLinkFormSchema.safeParse({
        nova_senha: 'girassol na janela',
        confirmacao: 'girassol na janela',
      }).success,
    ).toBe(true);
  });

  it('o pedido do administrador: sem corpo é a senha temporária; modo só temporaria ou link', () => {
    expect(redefinirSenhaAdminBody.parse(undefined)).toBeUndefined();
    expect(redefinirSenhaAdminBody.parse(null)).toBeNull();
    expect(redefinirSenhaAdminBody.parse({ modo: 'link' })).toEqual({ modo: 'link' });
    expect(redefinirSenhaAdminBody.safeParse({ modo: 'sms' }).success).toBe(false);
  });

  it('o e-mail leva o link, o login e a validade', () => {
    const texto = textoEmailRedefinicao(
      'Lia Souza',
      'lia.souza',
      'https://rh.exemplo/redefinir-senha?token=x',
    );
    expect(texto).toMatch(/^Olá, Lia\./);
    expect(texto).toContain('"lia.souza"');
    expect(texto).toContain('24 horas');
    expect(texto).toContain('https://rh.exemplo/redefinir-senha?token=x');
  });

  it('o e-mail de um usuário novo convida a criar a senha', () => {
    const texto = textoEmailPrimeiroAcesso(
      'Rui Lima',
      'rui.lima',
      'https://rh.exemplo/redefinir-senha?token=y',
    );
    expect(texto).toMatch(/^Olá, Rui\./);
    expect(texto).toContain('criar a sua senha');
    expect(texto).toContain('"rui.lima"');
    expect(texto).toContain('https://rh.exemplo/redefinir-senha?token=y');
  });
});

describe('transferência de vagas', () => {
  it('vagas opcionais, ao menos uma quando indicadas; analista obrigatório', () => {
    expect(transferirVagasBody.parse({ cd_analista: '12' })).toEqual({ cd_analista: 12 });
    expect(transferirVagasBody.safeParse({ cd_analista: 12, vagas: [] }).success).toBe(false);
    expect(erros(transferirVagasBody.safeParse({}))).toEqual({ cd_analista: M.analistaInvalido });
  });

  it('as mensagens falam de uma ou de várias vagas', () => {
    expect(M.vagasDeOutro([7])).toBe('A vaga 7 não é uma vaga aberta deste usuário.');
    expect(M.vagasDeOutro([7, 9])).toBe('As vagas 7, 9 não são vagas abertas deste usuário.');
    expect(M.transferidas(1, 'Davi')).toBe('1 vaga transferida para Davi.');
    expect(M.transferidas(3, 'Davi')).toBe('3 vagas transferidas para Davi.');
  });
});
