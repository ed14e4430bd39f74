import { createHash } from 'node:crypto';
import { formatarData, formatarDataHora } from '@backoffice/domain/datas';
import {
  LIMITES_PARECER,
  CAMINHO_PARECER_CLIENTE as P,
  ROTULOS_PARECER,
} from '@backoffice/domain/parecer-cliente';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CandidatoCliente, EmpregoCliente, PaginaParecerDados } from './parecer-publico.service';

/**
 * The client's page of a verdict link, rendered on the server (React's static markup): plain HTML
 * forms that work without JavaScript, one stylesheet served as a file (the strict CSP allows no inline
 * style), pt-BR, labelled fields grouped in fieldsets, visible focus and 44 px targets.
 */

const CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:Inter,"Segoe UI",system-ui,-apple-system,Roboto,"Helvetica Neue",Arial,sans-serif;font-size:1rem;line-height:1.55;color:#212529;background:#f8f9fa}
a{color:#1a52b0}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #4e80df;outline-offset:2px}
.pular{position:absolute;left:-9999px;top:0;background:#fff;padding:.5rem 1rem}
.pular:focus{left:.5rem;z-index:10}
header.topo{background:#1a52b0;color:#fff}
header.topo p{max-width:52rem;margin:0 auto;padding:.75rem 1rem;font-weight:600}
main{max-width:52rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;line-height:1.25;margin:.5rem 0 .25rem;font-weight:600}
h2{font-size:1.2rem;margin:0 0 .5rem;font-weight:600}
h3{font-size:1rem;margin:1rem 0 .25rem;font-weight:600}
.sub{color:#495057;margin:0 0 1rem}
.cartao{background:#fff;border:1px solid #dee2e6;border-radius:.25rem;padding:1rem;margin:0 0 1rem}
.lista{list-style:none;margin:0;padding:0}
dl.dados{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dl.dados dt{font-weight:600}
dl.dados dd{margin:0}
ul.empregos{margin:0;padding-left:1.25rem}
fieldset{border:1px solid #dee2e6;border-radius:.25rem;padding:.75rem 1rem;margin:.75rem 0}
legend{font-weight:600;padding:0 .25rem}
label{display:block;font-weight:600;font-size:.9rem;margin:0 0 .25rem}
label.opcao{font-weight:400;display:flex;align-items:center;gap:.5rem;min-height:2.75rem;margin:0;font-size:1rem}
input[type=radio]{width:1.25rem;height:1.25rem;margin:0}
input[type=text],select,textarea{width:100%;font:inherit;padding:.5rem .6rem;border:1px solid #868e96;border-radius:.25rem;background:#fff;min-height:2.75rem}
.campo{margin:0 0 .75rem}
.ajuda{font-size:.85rem;color:#495057;margin:.25rem 0 0}
.horarios{display:grid;gap:0 1rem;grid-template-columns:1fr}
@media (min-width:40rem){.horarios{grid-template-columns:1fr 1fr 1fr}}
.botao{display:inline-block;font:inherit;font-weight:600;background:#1a52b0;color:#fff;border:0;border-radius:.25rem;padding:.65rem 1.25rem;min-height:2.75rem;cursor:pointer;text-decoration:none}
.botao:hover{background:#10489e}
.ligacao{display:inline-flex;align-items:center;min-height:2.75rem}
.alerta{border-radius:.25rem;padding:.75rem 1rem;margin:0 0 1rem;border:1px solid}
.alerta.ok{background:#ebfbee;border-color:#2b8a3e;color:#1e5f2b}
.alerta.erro{background:#fff5f5;border-color:#a51d24;color:#a51d24}
.alerta.info{background:#e9f2ff;border-color:#1a52b0;color:#10489e}
.etiqueta{display:inline-block;background:#e9f2ff;color:#10489e;border-radius:1rem;padding:.1rem .6rem;font-size:.9rem;font-weight:600}
footer{max-width:52rem;margin:2rem auto 0;padding:1rem;color:#495057;font-size:.875rem;border-top:1px solid #dee2e6}
`;

export const ESTILO_PARECER = {
  nome: `parecer.${createHash('sha256').update(CSS).digest('hex').slice(0, 12)}.css`,
  conteudo: CSS,
};

function Pagina({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="same-origin" />
        <title>{titulo}</title>
        <link rel="stylesheet" href={`${P}/recursos/${ESTILO_PARECER.nome}`} />
      </head>
      <body>
        <a className="pular" href="#conteudo">
          Pular para o conteúdo
        </a>
        <header className="topo">
          <p>Parecer sobre candidatos</p>
        </header>
        <main id="conteudo">{children}</main>
        <footer>
          <p>Este link é pessoal e tem validade. Não o encaminhe.</p>
        </footer>
      </body>
    </html>
  );
}

function html(elemento: ReactNode): string {
  return `<!doctype html>\n${renderToStaticMarkup(elemento as never)}`;
}

function Alerta({ tipo, texto }: { tipo: 'ok' | 'erro' | 'info'; texto: string | null | undefined }) {
  if (!texto) return null;
  return (
    <div className={`alerta ${tipo}`} role={tipo === 'erro' ? 'alert' : 'status'}>
      {texto}
    </div>
  );
}

/** A page with one message (an invalid, expired or revoked link; a page that does not exist). */
export function paginaMensagemParecer(titulo: string, texto: string): string {
  return html(
    <Pagina titulo={titulo}>
      <h1>{titulo}</h1>
      <Alerta tipo="info" texto={texto} />
    </Pagina>,
  );
}

const periodo = (e: EmpregoCliente) =>
  `${formatarData(e.inicio)} a ${e.fim ? formatarData(e.fim) : 'o momento'}`;
const dinheiro = (v: number) => v.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
const SITUACAO_FORMACAO: Record<string, string> = {
  C: 'concluído',
  A: 'cursando',
  T: 'trancado',
  D: 'não concluído',
};

function Dados({ c }: { c: CandidatoCliente }) {
  const local = [c.cidade, c.uf].filter(Boolean).join('/');
  return (
    <dl className="dados">
      {c.idade !== null ? (
        <>
          <dt>Idade</dt>
          <dd>{`${c.idade} anos`}</dd>
        </>
      ) : null}
      {local ? (
        <>
          <dt>Cidade</dt>
          <dd>{local}</dd>
        </>
      ) : null}
      {c.escolaridade ? (
        <>
          <dt>Escolaridade</dt>
          <dd>{c.escolaridade}</dd>
        </>
      ) : null}
      {c.cargos.length ? (
        <>
          <dt>Cargo pretendido</dt>
          <dd>{c.cargos.join(', ')}</dd>
        </>
      ) : null}
      {c.pretensao !== null ? (
        <>
          <dt>Pretensão salarial</dt>
          <dd>{dinheiro(c.pretensao)}</dd>
        </>
      ) : null}
      {c.contato?.cpf ? (
        <>
          <dt>CPF</dt>
          <dd>{c.contato.cpf}</dd>
        </>
      ) : null}
      {c.contato?.email ? (
        <>
          <dt>E-mail</dt>
          <dd>{c.contato.email}</dd>
        </>
      ) : null}
      {c.contato?.telefone ? (
        <>
          <dt>Telefone</dt>
          <dd>{c.contato.telefone}</dd>
        </>
      ) : null}
      {c.contato?.endereco ? (
        <>
          <dt>Endereço</dt>
          <dd>{c.contato.endereco}</dd>
        </>
      ) : null}
      {c.contato?.deficiencias.length ? (
        <>
          <dt>Deficiência</dt>
          <dd>{c.contato.deficiencias.join(', ')}</dd>
        </>
      ) : null}
    </dl>
  );
}

function Experiencia({ c, completo }: { c: CandidatoCliente; completo: boolean }) {
  if (!c.empregos.length) return <p>Sem experiência profissional informada.</p>;
  return (
    <ul className="empregos">
      {c.empregos.map((e) => (
        <li key={`${e.empresa}-${e.inicio}`}>
          <strong>{e.cargo}</strong>
          {` — ${e.empresa}, ${periodo(e)}`}
          {completo && e.descricao ? <p>{e.descricao}</p> : null}
          {e.motivo_saida ? <p>{`Motivo de saída: ${e.motivo_saida}`}</p> : null}
          {e.ultimo_salario !== null ? <p>{`Último salário: ${dinheiro(e.ultimo_salario)}`}</p> : null}
        </li>
      ))}
    </ul>
  );
}

export interface EstadoPagina {
  token: string;
  carimbo: string;
  /** The candidate whose verdict was just recorded. */
  registrado?: number;
  /** A refusal of the last post, on the card of its candidate. */
  erro?: { cd: number | null; texto: string };
}

function Formulario({ c, d, e }: { c: CandidatoCliente; d: PaginaParecerDados; e: EstadoPagina }) {
  const id = (s: string) => `c${c.cd}-${s}`;
  return (
    <form method="post" action={`${P}/${e.token}/responder`}>
      <input type="hidden" name="carimbo" value={e.carimbo} />
      <input type="hidden" name="cd_pessoa_candidato" value={String(c.cd)} />
      <fieldset>
        <legend>{`Seu parecer sobre ${c.nome}`}</legend>
        {(
          [
            ['A', 'Aprovar'],
            ['R', 'Reprovar'],
            ['E', 'Pedir entrevista'],
          ] as const
        ).map(([v, rotulo]) => (
          <label className="opcao" key={v} htmlFor={id(`parecer-${v}`)}>
            <input type="radio" id={id(`parecer-${v}`)} name="parecer" value={v} required />
            {rotulo}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Se reprovar</legend>
        <div className="campo">
          <label htmlFor={id('motivo')}>Motivo da reprovação</label>
          <select id={id('motivo')} name="cd_motivo_reprovacao" defaultValue="">
            <option value="">Escolha o motivo</option>
            {d.motivos.map((m) => (
              <option key={m.cd} value={String(m.cd)}>
                {m.nome}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <fieldset>
        <legend>Se pedir entrevista</legend>
        <p className="ajuda" id={id('horarios-ajuda')}>
          {`Proponha até ${LIMITES_PARECER.maxHorarios} horários, no formato dd/mm/aaaa hh:mm.`}
        </p>
        <div className="horarios">
          {[1, 2, 3].map((n) => (
            <div className="campo" key={n}>
              <label htmlFor={id(`horario-${n}`)}>{`Horário ${n}${n > 1 ? ' (opcional)' : ''}`}</label>
              <input
                type="text"
                id={id(`horario-${n}`)}
                name={`horario_${n}`}
                inputMode="numeric"
                placeholder="dd/mm/aaaa hh:mm"
                maxLength={16}
                aria-describedby={id('horarios-ajuda')}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <div className="campo">
        <label htmlFor={id('comentario')}>Comentário (opcional)</label>
        <textarea id={id('comentario')} name="comentario" rows={3} maxLength={LIMITES_PARECER.textoMax} />
      </div>
      <button type="submit" className="botao">
        Enviar parecer
      </button>
    </form>
  );
}

function Cartao({ c, d, e }: { c: CandidatoCliente; d: PaginaParecerDados; e: EstadoPagina }) {
  return (
    <li className="cartao" id={`candidato-${c.cd}`}>
      <article aria-labelledby={`c${c.cd}-nome`}>
        <h2 id={`c${c.cd}-nome`}>{c.nome}</h2>
        {e.registrado === c.cd ? <Alerta tipo="ok" texto="Parecer registrado. Obrigado!" /> : null}
        {e.erro && e.erro.cd === c.cd ? <Alerta tipo="erro" texto={e.erro.texto} /> : null}
        <Dados c={c} />
        <h3>Experiência</h3>
        <Experiencia c={c} completo={false} />
        <p>
          <a className="ligacao" href={`${P}/${e.token}/candidato/${c.cd}`}>
            {`Ver currículo completo de ${c.nome}`}
          </a>
        </p>
        {c.parecer ? (
          <p>
            <span className="etiqueta">{ROTULOS_PARECER[c.parecer]}</span>
            {c.respondido_em ? ` em ${formatarDataHora(c.respondido_em)}` : ''}
          </p>
        ) : (
          <Formulario c={c} d={d} e={e} />
        )}
      </article>
    </li>
  );
}

/** The link's page: the vacancy and one card per forwarded candidate, each with its form. */
export function paginaParecer(d: PaginaParecerDados, e: EstadoPagina): string {
  const titulo = `Candidatos para ${d.cargo}`;
  const pendentes = d.candidatos.filter((c) => !c.parecer).length;
  return html(
    <Pagina titulo={titulo}>
      <h1>{titulo}</h1>
      <p className="sub">
        {d.cliente ? `${d.cliente} · ` : ''}
        {pendentes
          ? `${pendentes} candidato(s) aguardando o seu parecer`
          : 'Você já deu o seu parecer sobre todos os candidatos'}
      </p>
      {e.registrado ? <Alerta tipo="ok" texto="Parecer registrado. Obrigado!" /> : null}
      {e.erro ? <Alerta tipo="erro" texto={e.erro.texto} /> : null}
      <ul className="lista">
        {d.candidatos.map((c) => (
          <Cartao key={c.cd} c={c} d={d} e={e} />
        ))}
      </ul>
    </Pagina>,
  );
}

/** One candidate's full resume, as the link's settings allow. */
export function paginaCurriculo(d: PaginaParecerDados, c: CandidatoCliente, token: string): string {
  return html(
    <Pagina titulo={`Currículo de ${c.nome}`}>
      <p>
        <a className="ligacao" href={`${P}/${token}#candidato-${c.cd}`}>
          Voltar aos candidatos
        </a>
      </p>
      <h1>{c.nome}</h1>
      <p className="sub">{`Candidato(a) para ${d.cargo}`}</p>
      <section className="cartao" aria-labelledby="dados">
        <h2 id="dados">Dados</h2>
        <Dados c={c} />
      </section>
      <section className="cartao" aria-labelledby="experiencia">
        <h2 id="experiencia">Experiência profissional</h2>
        <Experiencia c={c} completo />
      </section>
      <section className="cartao" aria-labelledby="formacao">
        <h2 id="formacao">Formação</h2>
        {c.formacoes.length ? (
          <ul className="empregos">
            {c.formacoes.map((f, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the courses of one resume, in a fixed order
              <li key={i}>
                {[f.curso, f.instituicao].filter(Boolean).join(' — ')}
                {` (${SITUACAO_FORMACAO[f.situacao] ?? f.situacao}${f.conclusao ? `, ${formatarData(f.conclusao).slice(3)}` : ''})`}
              </li>
            ))}
          </ul>
        ) : (
          <p>{c.escolaridade ?? 'Sem formação informada.'}</p>
        )}
      </section>
    </Pagina>,
  );
}
