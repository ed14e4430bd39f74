import { describe, expect, it } from 'vitest';
import { erroSenhaUsuario, MENSAGENS_SENHA_USUARIO, trocarSenhaFormSchema } from './senha-usuario';

describe('senha de usuário', () => {
  it('exige ao menos 10 caracteres', () => {
    expect(erroSenhaUsuario('Ab3$efgh9', 'maria')).toBe(MENSAGENS_SENHA_USUARIO.curta);
    expect(erroSenhaUsuario('Ab3$efgh9k', 'maria')).toBeNull();
  });

  it('recusa o login, com ou sem números e acentos em volta', () => {
    expect(erroSenhaUsuario('joao.silva', 'joao.silva')).toBe(MENSAGENS_SENHA_USUARIO.igualLogin);
    expect(erroSenhaUsuario('JoãoSilva2026', 'joao.silva')).toBe(MENSAGENS_SENHA_USUARIO.igualLogin);
    expect(erroSenhaUsuario('joao.silva e um cafe', 'joao.silva')).toBeNull();
  });

  it('recusa senhas comuns, sequências e repetições', () => {
    expect(erroSenhaUsuario('Senha12345', 'maria')).toBe(MENSAGENS_SENHA_USUARIO.comum);
    expect(erroSenhaUsuario('1234567890', 'maria')).toBe(MENSAGENS_SENHA_USUARIO.comum);
    expect(erroSenhaUsuario('aaaaaaaaaaaa', 'maria')).toBe(MENSAGENS_SENHA_USUARIO.comum);
    expect(erroSenhaUsuario('Brasil 2026', 'maria')).toBe(MENSAGENS_SENHA_USUARIO.comum);
  });

  it('recusa a senha longa demais', () => {
    expect(erroSenhaUsuario('x'.repeat(150) + 'y'.repeat(51), 'maria')).toBe(MENSAGENS_SENHA_USUARIO.longa);
  });

  it('confere a confirmação da nova senha, no campo da confirmação', () => {
    const s = trocarSenhaFormSchema('maria');
    const r = s.safeParse({
      senha_atual: 'antiga',
      nova_senha: 'cavalo azul bateria',
      confirmacao: 'cavalo azul',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      path: ['confirmacao'],
      message: MENSAGENS_SENHA_USUARIO.confirmacao,
    });
    expect(
      s.safeParse({
        senha_atual: 'antiga',
        nova_senha: 'cavalo azul bateria',
        confirmacao: 'cavalo azul bateria',
      }).success,
    ).toBe(true);
  });
});
