import fs from 'node:fs';
import path from 'node:path';
import { MENSAGENS_CADASTRO } from '@backoffice/domain/candidato-cadastro';
import { MENSAGENS_PORTAL, VERSAO_AVISO_PRIVACIDADE } from '@backoffice/domain/portal';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type TestApp } from '../../../test/helpers';
import { cpfValido } from '../../../test/portal-fixtures';
import { consultar } from '../../db/client';
import { candidataComSenha, usarAppDoPortal } from './portal.fixtures';

/** The candidate's access: login, the area, the data export, one-click applications, logout, the photo. */

const p = usarAppDoPortal();
const { carimbo, formCandidatura, vaga, get, postForm, cookieCandidato } = p;
let t: TestApp;
beforeAll(() => {
  ({ t } = p.estado);
});

describe("the candidate's access", () => {
  const senha = 'abc12345';
  let cpf: string;
  let nr: number;

  beforeAll(async () => {
    ({ cpf, nr } = await candidataComSenha(p, senha));
  });

  const entrar = (c: string, s: string) =>
    postForm('/vagas/entrar', { cpf: c, senha: s, carimbo: carimbo('entrar'), destino: '/vagas/minha-area' });

  it('logs in with CPF and web password and lists the applications at their stage in plain words', async () => {
    expect((await get('/vagas/minha-area')).headers.location).toBe('/vagas/entrar');
    const res = await entrar(cpf, senha);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/vagas/minha-area');
    const cookie = cookieCandidato(res);
    expect(cookie).toMatch(/^sessao_candidato=/);
    const c = res.cookies.find((x) => x.name === 'sessao_candidato');
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/vagas' });
    // not a back-office session
    expect((await injectAs(t.app, cookie, { method: 'GET', url: '/api/session' })).statusCode).toBe(401);
    let area = await get('/vagas/minha-area', cookie);
    expect(area.statusCode).toBe(200);
    expect(area.body).toContain('Olá, Maria');
    expect(area.body).toContain('Recebemos sua candidatura');
    // the analyst relates the candidate and sends the resume to the client
    const [{ cd }] = await consultar<{ cd: number }>(
      t.app.deps.db,
      sql`SELECT cd_pessoa::float8 AS cd FROM pessoa WHERE nr_documento_cpf = ${cpf}`,
    );
    await t.app.deps.db.execute(sql`
      INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga) VALUES (${nr}, ${cd}, 4)`);
    area = await get('/vagas/minha-area', cookie);
    expect(area.body).toContain('Currículo enviado à empresa');
  });

  it("exports the candidate's own data as JSON and PDF, never another person's, only with a session", async () => {
    for (const f of ['json', 'pdf']) {
      const sem = await get(`/vagas/minha-area/meus-dados.${f}`);
      expect(sem.statusCode).toBe(401);
      expect(sem.body).toContain(MENSAGENS_PORTAL.sessaoNecessaria);
      expect((await get(`/vagas/minha-area/meus-dados.${f}`, 'sessao_candidato=forjada')).statusCode).toBe(
        401,
      );
    }
    const cd = async (c: string) =>
      Number(
        (
          await consultar<{ cd: number }>(
            t.app.deps.db,
            sql`SELECT cd_pessoa::float8 AS cd FROM pessoa WHERE nr_documento_cpf = ${c}`,
          )
        )[0].cd,
      );
    const eu = await cd(cpf);
    const outroCpf = cpfValido(21);
    const aplicou = await postForm(
      `/vagas/${nr}-soldador/candidatar`,
      formCandidatura(nr, outroCpf, { nm_pessoa: 'Outra Pessoa', ds_email: 'outra@example.com' }),
    );
    expect(aplicou.statusCode).toBe(201);
    const outra = await cd(outroCpf);
    await t.app.deps.db.execute(sql`
      INSERT INTO candidato_historico (cd_pessoa_candidato, ds_historico, id_tipo)
      VALUES (${eu}, 'Nota sobre a Maria: entrevista marcada.', 'CW'),
             (${outra}, 'Nota reservada da outra candidata XYZ.', 'CW')`);
    await t.app.deps.db.execute(sql`
      INSERT INTO candidato_cargo (cd_pessoa_candidato, cd_cargo, nr_experiencia) VALUES (${eu}, 502, 3)`);
    const relacionada = await vaga();
    await t.app.deps.db.execute(sql`
      INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga)
      VALUES (${relacionada}, ${eu}, 5), (${relacionada}, ${outra}, 6)`);
    const cookie = cookieCandidato(await entrar(cpf, senha));
    const area = await get('/vagas/minha-area', cookie);
    expect(area.body).toContain('/vagas/minha-area/meus-dados.pdf');
    const res = await get('/vagas/minha-area/meus-dados.json', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toContain('attachment; filename="meus-dados.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    const d = res.json();
    expect(d.titular).toMatchObject({
      cd_pessoa: eu,
      nm_pessoa: 'Maria Souza',
      ds_email: 'maria@example.com',
      nr_documento_cpf: cpf,
      nm_cidade: 'Joinville',
      ds_lembrete_senha_web: 'o de sempre',
    });
    expect(d.titular).not.toHaveProperty('nm_senha_web');
    expect(d.consentimentos).toEqual([
      expect.objectContaining({
        nr_vaga: nr,
        ds_versao_aviso: VERSAO_AVISO_PRIVACIDADE,
        ds_finalidade: 'CANDIDATURA',
      }),
    ]);
    expect(d.candidaturas_web).toContainEqual(expect.objectContaining({ nr_vaga: nr }));
    expect(d.cargos).toEqual([expect.objectContaining({ cd_cargo: 502, nr_experiencia: 3 })]);
    expect(d.historico.map((h: { ds_historico: string }) => h.ds_historico)).toContain(
      'Nota sobre a Maria: entrevista marcada.',
    );
    // her own relation (stage 5, in words), not the other candidate's (stage 6) to the same vacancy
    expect(d.vagas.filter((v: { nr_vaga: number }) => v.nr_vaga === relacionada)).toEqual([
      expect.objectContaining({ etapa: 'Encaminhado para entrevista na empresa' }),
    ]);
    // nothing of the other candidate, no password hash anywhere
    expect(res.body).not.toContain('XYZ');
    expect(res.body).not.toContain('outra@example.com');
    expect(res.body).not.toContain('Outra Pessoa');
    expect(res.body).not.toContain(outroCpf);
    expect(res.body).not.toMatch(/argon2|nm_senha_web/);
    const pdf = await get('/vagas/minha-area/meus-dados.pdf', cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(2000);
  });

  it('answers a wrong password, an unknown CPF and a record without password alike', async () => {
    const semSenha = cpfValido(1); // applied without a password above
    const respostas = [
      await entrar(cpf, 'errada1'),
      await entrar(cpfValido(99), senha),
      await entrar(semSenha, senha),
    ];
    const sem = (b: string, c: string) => b.replace(/name="carimbo" value="[^"]*"/, '').replace(c, 'CPF');
    for (const r of respostas) {
      expect(r.statusCode).toBe(401);
      expect(r.body).toContain(MENSAGENS_PORTAL.loginInvalido);
      expect(r.cookies.find((x) => x.name === 'sessao_candidato')).toBeUndefined();
    }
    expect(sem(respostas[1].body, cpfValido(99))).toBe(sem(respostas[0].body, cpf));
    expect(sem(respostas[2].body, semSenha)).toBe(sem(respostas[0].body, cpf));
  });

  it('one-click application when logged in', async () => {
    const cookie = cookieCandidato(await entrar(cpf, senha));
    const outra = await vaga();
    const form = await get(`/vagas/${outra}-soldador/candidatar`, cookie);
    expect(form.body).toContain('Confirmar candidatura');
    expect(form.body).not.toContain('name="nr_documento_cpf"');
    const res = await postForm(
      `/vagas/${outra}-soldador/candidatar`,
      { aceite_privacidade: 'S', carimbo: carimbo(`candidatura|${outra}`), ds_site: '' },
      { cookie },
    );
    expect(res.statusCode).toBe(201);
    expect((await get('/vagas/minha-area', cookie)).body).toContain(`/vagas/${outra}-soldador`);
    const repetida = await postForm(
      `/vagas/${outra}-soldador/candidatar`,
      { aceite_privacidade: 'S', carimbo: carimbo(`candidatura|${outra}`), ds_site: '' },
      { cookie },
    );
    expect(repetida.body).toContain(MENSAGENS_PORTAL.candidaturaRepetida);
  });

  it('logs out only with the form of its own session', async () => {
    const cookie = cookieCandidato(await entrar(cpf, senha));
    const area = (await get('/vagas/minha-area', cookie)).body;
    // the last form of the area is the logout's
    const c = [...area.matchAll(/name="carimbo" value="([^"]+)"/g)].at(-1)?.[1] ?? '';
    const forjado = await postForm('/vagas/sair', { carimbo: 'forjado.x' }, { cookie });
    expect(forjado.body).toContain(MENSAGENS_PORTAL.confirmeSaida);
    expect((await get('/vagas/minha-area', cookie)).statusCode).toBe(200);
    const sai = await postForm('/vagas/sair', { carimbo: c }, { cookie });
    expect(sai.headers.location).toBe('/vagas/entrar?saiu=1');
    expect((await get('/vagas/minha-area', cookie)).statusCode).toBe(303);
  });

  it("offers the photo in pt-BR, not the browser's 'Choose File', working without a script", async () => {
    const cookie = cookieCandidato(await entrar(cpf, senha));
    const area = (await get('/vagas/minha-area', cookie)).body;
    const form = /<form[^>]*action="\/vagas\/minha-area\/foto"[\s\S]*?<\/form>/.exec(area)?.[0] ?? '';
    // the native input, hidden from view but focusable and required, labelled by the button
    const entrada = /<input[^>]*type="file"[^>]*>/.exec(form)?.[0] ?? '';
    expect(entrada).toContain('id="foto"');
    expect(entrada).toContain('name="foto"');
    expect(entrada).toContain('required');
    expect(entrada).toContain('class="arquivo-entrada"');
    expect(entrada).not.toMatch(/hidden|tabindex|display/);
    expect(form).toMatch(/<label for="foto" class="botao secundario">Escolher foto<\/label>/);
    expect(form).toContain('Nenhum arquivo escolhido');
    expect(form).toContain('PNG ou JPG, até 3 MB.');
    // the stylesheet shows the choice (no script needed) and the focus on the button
    const css = /href="(\/vagas\/recursos\/portal\.[^"]+\.css)"/.exec(area)?.[1] ?? '';
    const estilo = (await get(css)).body;
    expect(estilo).toContain('.arquivo-entrada:focus-visible+label{outline:3px solid');
    expect(estilo).toContain('.arquivo-entrada:valid~.arquivo-escolha .arquivo-nenhum');
    // the portal's own script (no inline code under its CSP) writes the chosen file's name
    const js = /src="(\/vagas\/recursos\/portal\.[^"]+\.js)"/.exec(area)?.[1] ?? '';
    expect(form).toContain('data-arquivo-nome="foto-escolhida"');
    expect((await get(js)).body).toContain('input[type=file][data-arquivo-nome]');
  });

  it('updates the photo with the checks of the editor, only with the form of its own session', async () => {
    const cookie = cookieCandidato(await entrar(cpf, senha));
    /** The photo form's stamp of a newly served area page (a stamp is good for one post). */
    const carimboNovo = async () => {
      const pagina = (await get('/vagas/minha-area', cookie)).body;
      return [...pagina.matchAll(/name="carimbo" value="([^"]+)"/g)][0]?.[1] ?? '';
    };
    const enviar = (c: string, nome: string, dados: Buffer) => {
      const limite = 'limiteDoFormulario';
      const corpo = Buffer.concat([
        Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="carimbo"\r\n\r\n${c}\r\n`),
        Buffer.from(
          `--${limite}\r\nContent-Disposition: form-data; name="foto"; filename="${nome}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        dados,
        Buffer.from(`\r\n--${limite}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/vagas/minha-area/foto',
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${limite}` },
        payload: corpo,
      });
    };
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const texto = await enviar(await carimboNovo(), 'foto.png', Buffer.from('não sou uma imagem'));
    expect(texto.statusCode).toBe(400);
    expect(texto.body).toContain('Por favor, selecione apenas arquivos de imagem');
    const grande = await enviar(
      await carimboNovo(),
      'foto.png',
      Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]),
    );
    expect(grande.body).toContain('Imagem muito grande. Máximo permitido: 3MB');
    expect((await enviar(carimbo('foto|outra-sessao'), 'foto.png', png)).statusCode).toBe(400);
    const ok = await enviar(await carimboNovo(), 'foto.png', png);
    expect(ok.statusCode).toBe(303);
    expect((await get(ok.headers.location as string, cookie)).body).toContain('Foto atualizada com sucesso!');
    const [c] = await consultar<{ foto: string | null }>(
      t.app.deps.db,
      sql`SELECT c.ds_foto_candidato AS foto FROM candidato c JOIN pessoa p USING (cd_pessoa) WHERE p.nr_documento_cpf = ${cpf}`,
    );
    expect(c.foto).toMatch(/^fotos\//);

    // a phone's picture is stored re-encoded: upright, without its EXIF (camera, GPS position)
    const celular = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c33' } })
      .withExif({
        IFD0: { Make: 'CelularTeste' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 1/1' },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(celular).metadata()).exif).toBeDefined();
    expect((await enviar(await carimboNovo(), 'foto.jpg', celular)).statusCode).toBe(303);
    const fotoDoCandidato = async () =>
      (
        await consultar<{ foto: string }>(
          t.app.deps.db,
          sql`SELECT c.ds_foto_candidato AS foto FROM candidato c JOIN pessoa p USING (cd_pessoa) WHERE p.nr_documento_cpf = ${cpf}`,
        )
      )[0].foto;
    const chave = await fotoDoCandidato();
    const pasta = path.join(t.app.deps.config.dataDir, 'arquivos');
    const guardada = fs.readFileSync(path.join(pasta, chave));
    expect(guardada.includes('Exif') || guardada.includes('CelularTeste')).toBe(false);
    const m = await sharp(guardada).metadata();
    expect([m.format, m.width, m.height]).toEqual(['jpeg', 40, 60]);
    expect([m.exif, m.orientation]).toEqual([undefined, undefined]);
    // JPEG magic bytes followed by no image: refused, nothing stored
    const arquivos = () => fs.readdirSync(pasta, { recursive: true }).length;
    const antes = arquivos();
    const jpegFalso = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 7)]);
    const lixo = await enviar(await carimboNovo(), 'foto.jpg', jpegFalso);
    expect(lixo.statusCode).toBe(400);
    expect(lixo.body).toContain(MENSAGENS_CADASTRO.fotoTipo);
    expect([arquivos(), await fotoDoCandidato()]).toEqual([antes, chave]);
  });
});
