import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import {
  criarCatalogosVaga,
  criarCliente,
  criarRequisicao,
  criarVaga,
  type DadosVaga,
} from '../../../../test/vaga-fixtures';
import { paragrafosPlanos, textoPlano } from './divulgacao-publica.service';

let t: TestApp;
let nr: number;
beforeAll(async () => {
  t = await createTestApp({ JOB_BOARD_POLL_SECONDS: '0' });
  await criarCatalogosVaga(t.app.deps.db);
  nr = await vagaComMarcacao();
});
afterAll(async () => {
  await t.close();
});

const SCRIPT = '<script>alert("x")</script>';
const IMAGEM = '<img src=x onerror="alert(1)">';

/** A vacancy on the web whose every text carries markup and script payloads. */
async function vagaComMarcacao(): Promise<number> {
  const db = t.app.deps.db;
  const cliente = await criarCliente(db, `<b>Metal&amp;urgica</b> ${SCRIPT}Norte`);
  await db.execute(
    sql`INSERT INTO cargo (cd_cargo, nm_cargo) VALUES (40, ${`<h1>Soldador</h1>${SCRIPT} <i>MIG</i>`})`,
  );
  const req = await criarRequisicao(db, cliente);
  await db.execute(
    sql`INSERT INTO requisicao_beneficio (nr_requisicao, id_vale_refeicao, ds_obs_outros_beneficios)
        VALUES (${req}, 'S', ${`<u>Seguro</u>&nbsp;de vida ${IMAGEM}<style>u{}</style>`})`,
  );
  const dados: DadosVaga = {
    cd_cargo: 40,
    id_libera_internet: 'S',
    ds_observacao_internet: `<p>Vaga <strong>urgente</strong></p><p>Turno   da\tnoite ${SCRIPT}</p>`,
    ds_requisitos_internet: `Experiência &lt;b&gt;comprovada&lt;/b&gt; ${IMAGEM}`,
    ds_atividades_internet: 'Soldar<br>Montar<br/>Conferir &amp; registrar',
    ds_local_atuacao_internet: '<a href="javascript:alert(1)">Galpão 3</a>',
    id_local_trabalho: 'L',
    nm_cidade_atuacao: `<em>Joinville</em>${SCRIPT}`,
    cd_uf_atuacao: 'SC',
    dt_libera_internet: new Date('2024-01-01T03:00:00Z'),
  };
  return criarVaga(db, { cliente, requisicao: req }, dados);
}

/** Every string of a JSON value. */
function textos(valor: unknown): string[] {
  if (typeof valor === 'string') return [valor];
  if (Array.isArray(valor)) return valor.flatMap(textos);
  if (valor && typeof valor === 'object') return Object.values(valor).flatMap(textos);
  return [];
}

describe('public job feed in plain text', () => {
  it('strips tags and scripts, decodes entities once and collapses whitespace', () => {
    expect(textoPlano(`  <b>Operador</b>\n de ${SCRIPT} empilhadeira &amp; <i>afins</i> `)).toBe(
      'Operador de empilhadeira & afins',
    );
    // entities are decoded once: an escaped tag stays as text, not as markup to strip again
    expect(textoPlano('&amp;lt;b&amp;gt; &lt;b&gt;x&lt;/b&gt;')).toBe('&lt;b&gt; <b>x</b>');
    expect(textoPlano(`${IMAGEM}<style>p{color:red}</style>`)).toBe('');
    expect(textoPlano('a < b e c > d')).toBe('a < b e c > d');
    expect(paragrafosPlanos('<p>Um</p><p>  dois   três </p>\n\n\nquatro<br>cinco')).toBe(
      'Um\ndois três\nquatro\ncinco',
    );
    expect(paragrafosPlanos(`<p>${SCRIPT}</p>`)).toBeNull();
  });

  it('serves the JSON-LD JobPosting with every text plain', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/divulgacao/vagas/${nr}` });
    expect(res.statusCode).toBe(200);
    const vaga = res.json();
    expect(vaga.title).toBe('Soldador MIG');
    expect(vaga.hiringOrganization.name).toBe('Metal&urgica Norte');
    expect(vaga.identifier.name).toBe('Metal&urgica Norte');
    expect(vaga.jobLocation.address).toMatchObject({ addressLocality: 'Joinville', addressRegion: 'SC' });
    expect(vaga.jobBenefits).toBe('Vale refeição, Seguro de vida');
    expect(vaga.description).toBe(
      [
        'Vaga urgente\nTurno da noite',
        'Requisitos: Experiência <b>comprovada</b>',
        'Atividades: Soldar\nMontar\nConferir & registrar',
        'Local de atuação: Galpão 3',
      ].join('\n\n'),
    );
    // text that looks like markup leaves escaped, so the JSON-LD is safe inside a page's <script>
    expect(res.body).not.toMatch(/[<>]/);
    for (const texto of textos(vaga)) {
      expect(texto).not.toMatch(
        /<script|alert|onerror|javascript:|<\/?(p|strong|h1|i|u|em|a|style)\b|&amp;|&nbsp;/,
      );
    }
  });

  it('serves the XML feed with the same plain texts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/divulgacao/vagas.xml' });
    expect(res.statusCode).toBe(200);
    const job = res.body.slice(res.body.indexOf(`<referencenumber><![CDATA[${nr}]]>`) - 200);
    const item = job.slice(job.lastIndexOf('<job>', 200), job.indexOf('</job>'));
    expect(item).toContain('<title><![CDATA[Soldador MIG]]></title>');
    expect(item).toContain('<company><![CDATA[Metal&urgica Norte]]></company>');
    expect(item).toContain('<city><![CDATA[Joinville]]></city>');
    expect(item).toContain('<benefits><![CDATA[Vale refeição, Seguro de vida]]></benefits>');
    expect(item).toContain(
      '<description><![CDATA[Vaga urgente\nTurno da noite\n\nRequisitos: Experiência <b>comprovada</b>',
    );
    expect(item).not.toMatch(/<script|alert|onerror|javascript:|&amp;|&nbsp;|<strong>|<h1>/);
  });
});
