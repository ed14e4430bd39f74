import { textoBeneficios } from '@backoffice/domain/beneficios';
import {
  type FiltrosPortal,
  LIMITES_PORTAL,
  CAMINHO_PORTAL as P,
  slugVaga,
  VERSAO_AVISO_PRIVACIDADE,
} from '@backoffice/domain/portal';
import type { VagaPortalResumo, VagaPublica } from '../vaga/vaga.entry';
import { Alerta, dataBr, local, pagina, TIPO } from './layout';

/** The public pages: the list, a vacancy, a message, the privacy notice, and the sitemap. */

// ---------------------------------------------------------------------------------------------
// The list

export function urlLista(f: Partial<FiltrosPortal>, pagina = 1): string {
  const q = new URLSearchParams();
  if (f.q) q.set('q', f.q);
  if (f.cidade) q.set('cidade', f.cidade);
  if (f.cargo) q.set('cargo', String(f.cargo));
  if (pagina > 1) q.set('pagina', String(pagina));
  const s = q.toString();
  return s ? `${P}?${s}` : P;
}

export function paginaLista(dados: {
  filtros: FiltrosPortal;
  vagas: VagaPortalResumo[];
  total: number;
  maisQue: boolean;
  opcoes: { cidades: string[]; cargos: { cd: number; nome: string }[] };
  base: string;
}): string {
  const { filtros: f, vagas, total, opcoes } = dados;
  const paginas = Math.max(1, Math.ceil(total / LIMITES_PORTAL.porPagina));
  const contagem =
    total === 0
      ? 'Nenhuma vaga encontrada'
      : dados.maisQue
        ? `Mais de ${total - 1} vagas encontradas`
        : `${total} ${total === 1 ? 'vaga encontrada' : 'vagas encontradas'}`;
  const filtrado = Boolean(f.q || f.cidade || f.cargo);
  return pagina(
    {
      titulo: f.pagina > 1 ? `Vagas abertas – página ${f.pagina}` : 'Vagas abertas',
      descricao: 'Vagas de emprego abertas: busque por cidade, cargo ou palavra-chave e candidate-se.',
      canonica: `${dados.base}${urlLista(filtrado ? {} : f, filtrado ? 1 : f.pagina)}`,
      indexar: !filtrado,
    },
    <>
      <h1>Vagas abertas</h1>
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for the phones the portal serves */}
      <form className="cartao filtros" method="get" action={P} role="search" aria-label="Filtrar vagas">
        <div>
          <label htmlFor="q">Palavra-chave</label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={f.q ?? ''}
            maxLength={LIMITES_PORTAL.buscaMax}
            placeholder="Ex.: auxiliar, empilhadeira"
          />
        </div>
        <div>
          <label htmlFor="cidade">Cidade</label>
          <select id="cidade" name="cidade" defaultValue={f.cidade ?? ''}>
            <option value="">Todas</option>
            {opcoes.cidades.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="cargo">Cargo</label>
          <select id="cargo" name="cargo" defaultValue={f.cargo ? String(f.cargo) : ''}>
            <option value="">Todos</option>
            {opcoes.cargos.map((c) => (
              <option key={c.cd} value={String(c.cd)}>
                {c.nome}
              </option>
            ))}
          </select>
        </div>
        <div>
          <button className="botao" type="submit">
            Buscar
          </button>
        </div>
      </form>
      <p role="status">
        {contagem}
        {filtrado ? (
          <>
            {' · '}
            <a href={P}>Limpar filtros</a>
          </>
        ) : null}
      </p>
      <ul className="lista">
        {vagas.map((v) => (
          <li key={v.nr_vaga} className="cartao">
            <article>
              <h2>
                <a href={`${P}/${slugVaga(v.nr_vaga, v.titulo)}`}>{v.titulo}</a>
              </h2>
              <p className="detalhe">
                {`${v.empresa}${local(v.cidade, v.uf) ? ` · ${local(v.cidade, v.uf)}` : ''}`}
              </p>
              <p className="detalhe">
                <span className="etiqueta">{TIPO.get(v.cd_tipo_contratacao) ?? 'Vaga'}</span> Publicada em{' '}
                <time dateTime={v.data_publicacao.toISOString()}>{dataBr(v.data_publicacao)}</time>
              </p>
            </article>
          </li>
        ))}
      </ul>
      {paginas > 1 ? (
        <nav className="paginas" aria-label="Páginas">
          {f.pagina > 1 ? (
            <a className="botao secundario" rel="prev" href={urlLista(f, f.pagina - 1)}>
              Anterior
            </a>
          ) : (
            <span />
          )}
          <span>{`Página ${f.pagina} de ${dados.maisQue ? `${paginas}+` : paginas}`}</span>
          {f.pagina < paginas ? (
            <a className="botao secundario" rel="next" href={urlLista(f, f.pagina + 1)}>
              Próxima
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>,
  );
}

// ---------------------------------------------------------------------------------------------
// A vacancy

function salario(v: VagaPublica): string | null {
  if (!v.vl_salario || v.vl_salario <= 0) return null;
  const valor = v.vl_salario.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
  const por: Record<string, string> = { H: 'por hora', D: 'por dia', M: 'por mês' };
  return v.id_salario && por[v.id_salario] ? `${valor} ${por[v.id_salario]}` : valor;
}

/** Lines of plain text as paragraphs. */
function Paragrafos({ texto }: { texto: string }) {
  return texto.split('\n').map((l, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a fixed text, never reordered
    <p key={i}>{l}</p>
  ));
}

function Secao({ titulo, texto }: { titulo: string; texto: string | null }) {
  if (!texto) return null;
  return (
    <section>
      <h2>{titulo}</h2>
      <Paragrafos texto={texto} />
    </section>
  );
}

export function paginaVaga(dados: {
  vaga: VagaPublica;
  encerrada: boolean;
  url: string;
  jsonLd: string;
}): string {
  const { vaga: v, url } = dados;
  const slug = slugVaga(v.nr_vaga, v.titulo);
  const beneficios = textoBeneficios(v.beneficios);
  const texto = `${v.titulo} – ${url}`;
  const sal = salario(v);
  return pagina(
    {
      titulo: `${v.titulo} – ${local(v.cidade, v.uf) || 'Vaga'}`,
      descricao: `${v.titulo} em ${local(v.cidade, v.uf) || 'local a combinar'}: ${TIPO.get(v.cd_tipo_contratacao) ?? 'vaga'}. Candidate-se pelo portal.`,
      canonica: url,
      jsonLd: dados.jsonLd,
    },
    <>
      <p>
        <a href={P}>← Todas as vagas</a>
      </p>
      <article>
        <h1>{v.titulo}</h1>
        <div className="cartao">
          <dl className="dados">
            <dt>Empresa</dt>
            <dd>{v.empresa}</dd>
            <dt>Local</dt>
            <dd>{local(v.cidade, v.uf) || 'A combinar'}</dd>
            <dt>Contratação</dt>
            <dd>{TIPO.get(v.cd_tipo_contratacao) ?? '—'}</dd>
            {sal ? (
              <>
                <dt>Salário</dt>
                <dd>{sal}</dd>
              </>
            ) : null}
            {v.qt_vagas ? (
              <>
                <dt>Vagas</dt>
                <dd>{v.qt_vagas}</dd>
              </>
            ) : null}
            <dt>Publicada em</dt>
            <dd>
              <time dateTime={v.data_publicacao.toISOString()}>{dataBr(v.data_publicacao)}</time>
            </dd>
          </dl>
        </div>
        {dados.encerrada ? (
          <Alerta
            tipo="info"
            texto="Esta vaga já recebeu o número máximo de candidaturas e não aceita novas inscrições."
          />
        ) : (
          <p>
            <a className="botao" href={`${P}/${slug}/candidatar`}>
              Candidatar-me a esta vaga
            </a>
          </p>
        )}
        <Secao titulo="Descrição" texto={v.ds_observacao_internet} />
        <Secao titulo="Requisitos" texto={v.ds_requisitos_internet} />
        <Secao titulo="Atividades" texto={v.ds_atividades_internet} />
        <Secao titulo="Local de trabalho" texto={v.ds_local_atuacao_internet} />
        {beneficios ? (
          <section>
            <h2>Benefícios</h2>
            <p>{beneficios}</p>
          </section>
        ) : null}
        <section>
          <h2>Compartilhar</h2>
          <div className="compartilhar">
            <a href={`https://wa.me/?text=${encodeURIComponent(texto)}`} rel="noopener" target="_blank">
              WhatsApp
            </a>
            <a
              href={`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`}
              rel="noopener"
              target="_blank"
            >
              LinkedIn
            </a>
            <a href={`mailto:?subject=${encodeURIComponent(v.titulo)}&body=${encodeURIComponent(texto)}`}>
              E-mail
            </a>
            <button className="botao secundario" type="button" data-copiar={url} hidden>
              Copiar link
            </button>
          </div>
          <p className="detalhe">
            Link da vaga: <a href={url}>{url}</a>
          </p>
        </section>
      </article>
    </>,
  );
}

export function paginaMensagem(titulo: string, texto: string, tipo: 'ok' | 'erro' | 'info' = 'info'): string {
  return pagina(
    { titulo, indexar: false },
    <>
      <h1>{titulo}</h1>
      <Alerta tipo={tipo} texto={texto} />
      <p>
        <a href={P}>Ver as vagas abertas</a>
      </p>
    </>,
  );
}

export function paginaPrivacidade(): string {
  return pagina(
    {
      titulo: 'Aviso de privacidade',
      descricao: 'Como tratamos os dados de quem se candidata às nossas vagas.',
    },
    <>
      <h1>Aviso de privacidade</h1>
      <p>{`Versão ${VERSAO_AVISO_PRIVACIDADE}.`}</p>
      <h2>Quais dados tratamos</h2>
      <p>
        Os dados que você informa ao se candidatar (CPF, nome, e-mail, telefones, data de nascimento, cidade)
        e os do seu currículo, além das suas candidaturas e do andamento delas.
      </p>
      <h2>Para quê</h2>
      <p>
        Para recrutamento e seleção: avaliar seu perfil para esta e outras vagas, entrar em contato e
        encaminhar seu currículo às empresas clientes das vagas a que você se candidatar.
      </p>
      <h2>Base legal</h2>
      <p>
        O seu consentimento, registrado no momento da candidatura com a versão deste aviso, e os procedimentos
        preliminares de um contrato de trabalho a seu pedido (Lei 13.709/2018, art. 7º, I e V).
      </p>
      <h2>Seus direitos</h2>
      <p>
        Você pode ver suas candidaturas e atualizar seus dados na área do candidato, e pedir uma cópia dos
        seus dados ou a eliminação deles. Guardamos apenas o que a lei nos obriga a manter.
      </p>
    </>,
  );
}

// ---------------------------------------------------------------------------------------------
// Sitemap

export function sitemapXml(
  base: string,
  vagas: { nr_vaga: number; titulo: string; alterado_em: Date }[],
): string {
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const urls = [
    `  <url><loc>${esc(`${base}${P}`)}</loc><changefreq>hourly</changefreq></url>`,
    ...vagas.map(
      (v) =>
        `  <url><loc>${esc(`${base}${P}/${slugVaga(v.nr_vaga, v.titulo)}`)}</loc><lastmod>${v.alterado_em.toISOString()}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
