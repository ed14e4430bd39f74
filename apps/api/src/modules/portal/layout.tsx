import { CATALOGO_TIPOS_CONTRATACAO } from '@backoffice/domain/catalogos';
import { CAMINHO_PORTAL as P } from '@backoffice/domain/portal';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { documento } from './documento';
import { RECURSOS } from './recursos';

/** The portal's layout and the pieces its pages share (React components rendered to markup). */

export const TIPO = new Map(CATALOGO_TIPOS_CONTRATACAO.map((t) => [t.cd, t.nome]));
export const dataBr = (d: Date) => d.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
export const local = (cidade: string | null, uf: string | null) => [cidade, uf].filter(Boolean).join(' - ');

export interface Layout {
  titulo: string;
  descricao?: string;
  canonica?: string;
  /** JSON already escaped for a <script> element (no <, >, &). */
  jsonLd?: string;
  indexar?: boolean;
  /** Whether a candidate is logged in (the header's link). */
  logado?: boolean;
}

/** Every page: pt-BR, mobile viewport, the stylesheet and the small script, a skip link, header and footer. */
function Pagina({ l, conteudo }: { l: Layout; conteudo: ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{l.titulo}</title>
        {l.descricao ? <meta name="description" content={l.descricao} /> : null}
        {l.indexar === false ? <meta name="robots" content="noindex" /> : null}
        {l.canonica ? <link rel="canonical" href={l.canonica} /> : null}
        {l.canonica ? <meta property="og:url" content={l.canonica} /> : null}
        <meta property="og:title" content={l.titulo} />
        {l.descricao ? <meta property="og:description" content={l.descricao} /> : null}
        <meta property="og:type" content="website" />
        <link rel="stylesheet" href={`${P}/recursos/${RECURSOS.css.nome}`} />
        <link rel="icon" type="image/svg+xml" href={`${P}/recursos/${RECURSOS.icone.nome}`} />
        <script src={`${P}/recursos/${RECURSOS.js.nome}`} defer />
        {l.jsonLd ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a data block, JSON whose <, > and & are escaped (jsonParaPagina)
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: l.jsonLd }} />
        ) : null}
      </head>
      <body>
        <a className="pular" href="#conteudo">
          Pular para o conteúdo
        </a>
        <header className="topo">
          <div className="faixa">
            <a className="marca" href={P}>
              Vagas de emprego
            </a>
            <nav aria-label="Conta">
              <a href={`${P}/minha-area`}>{l.logado ? 'Minha área' : 'Área do candidato'}</a>
            </nav>
          </div>
        </header>
        <main id="conteudo">{conteudo}</main>
        <footer>
          <p>
            <a href={`${P}/privacidade`}>Aviso de privacidade</a> ·{' '}
            <a href={`${P}/sitemap.xml`}>Mapa do site</a>
          </p>
        </footer>
      </body>
    </html>
  );
}

/** A page of the portal as HTML. */
export function pagina(l: Layout, conteudo: ReactNode): string {
  return documento(<Pagina l={l} conteudo={conteudo} />);
}

export function Alerta({ tipo, texto }: { tipo: 'ok' | 'erro' | 'info'; texto: string | null | undefined }) {
  if (!texto) return null;
  return (
    <div className={`alerta ${tipo}`} role={tipo === 'erro' ? 'alert' : 'status'}>
      {texto}
    </div>
  );
}

export type AtributosCampo = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder'
> & { 'data-mascara'?: string; 'data-cep'?: string };

export function Campo(o: {
  id: string;
  rotulo: string;
  valor?: string;
  tipo?: string;
  erro?: string;
  ajuda?: string;
  extra?: AtributosCampo;
  obrigatorio?: boolean;
}) {
  const descr = [o.erro ? `${o.id}-erro` : '', o.ajuda ? `${o.id}-ajuda` : ''].filter(Boolean).join(' ');
  return (
    <div className="campo">
      <label htmlFor={o.id}>{`${o.rotulo}${o.obrigatorio === false ? ' (opcional)' : ''}`}</label>
      <input
        id={o.id}
        name={o.id}
        type={o.tipo ?? 'text'}
        defaultValue={o.valor ?? ''}
        required={o.obrigatorio !== false}
        aria-invalid={o.erro ? 'true' : undefined}
        aria-describedby={descr || undefined}
        {...o.extra}
      />
      {o.ajuda ? (
        <p className="ajuda" id={`${o.id}-ajuda`}>
          {o.ajuda}
        </p>
      ) : null}
      {o.erro ? (
        <p className="erro" id={`${o.id}-erro`}>
          {o.erro}
        </p>
      ) : null}
    </div>
  );
}

/** A date field typed dd/mm/aaaa (no browser date picker: its format follows the browser's language). */
export const CAMPO_DATA: AtributosCampo = { inputMode: 'numeric', placeholder: 'dd/mm/aaaa', maxLength: 10 };
/** A month field typed mm/aaaa. */
export const CAMPO_MES: AtributosCampo = { inputMode: 'numeric', placeholder: 'mm/aaaa', maxLength: 7 };

/** The hidden field bots fill in, and the form's stamp. */
export function Armadilha({ carimbo }: { carimbo: string }) {
  return (
    <>
      <div className="oculto" aria-hidden="true">
        <label htmlFor="ds_site">Não preencha este campo</label>
        <input id="ds_site" name="ds_site" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name="carimbo" value={carimbo} />
    </>
  );
}
