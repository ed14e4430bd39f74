import { textoBeneficios } from '@backoffice/domain/beneficios';
import { LIMITES_CADASTRO } from '@backoffice/domain/candidato-cadastro';
import { CATALOGO_TIPOS_CONTRATACAO } from '@backoffice/domain/catalogos';
import {
  type CandidaturaForm,
  etapaParaCandidato,
  type FiltrosPortal,
  LIMITES_PORTAL,
  MENSAGENS_PORTAL,
  CAMINHO_PORTAL as P,
  slugVaga,
  VERSAO_AVISO_PRIVACIDADE,
} from '@backoffice/domain/portal';
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { VagaPortalResumo, VagaPublica } from '../vaga/vaga.entry';
import { documento } from './documento';
import type { Html } from './html';
import { RECURSOS } from './recursos';

const TIPO = new Map(CATALOGO_TIPOS_CONTRATACAO.map((t) => [t.cd, t.nome]));
const dataBr = (d: Date) => d.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
const local = (cidade: string | null, uf: string | null) => [cidade, uf].filter(Boolean).join(' - ');

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
function Pagina({ l, conteudo }: { l: Layout; conteudo: ReactNode | { marcacao: Html } }) {
  const marcacao =
    conteudo && typeof conteudo === 'object' && 'marcacao' in conteudo ? conteudo.marcacao : null;
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
        {marcacao ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: markup of the `html` tag, which escapes every value
          <main id="conteudo" dangerouslySetInnerHTML={{ __html: marcacao.valor }} />
        ) : (
          <main id="conteudo">{conteudo as ReactNode}</main>
        )}
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

/** A page whose content is markup of the `html` tag (the resume's form, not yet a component). */
export function paginaDeMarcacao(l: Layout, marcacao: Html): string {
  return documento(<Pagina l={l} conteudo={{ marcacao }} />);
}

export function Alerta({ tipo, texto }: { tipo: 'ok' | 'erro' | 'info'; texto: string | null | undefined }) {
  if (!texto) return null;
  return (
    <div className={`alerta ${tipo}`} role={tipo === 'erro' ? 'alert' : 'status'}>
      {texto}
    </div>
  );
}

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

// ---------------------------------------------------------------------------------------------
// Apply

type AtributosCampo = Pick<
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

/** The hidden field bots fill in, and the form's stamp. */
function Armadilha({ carimbo }: { carimbo: string }) {
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

export function paginaCandidatar(dados: {
  vaga: VagaPublica;
  carimbo: string;
  form?: Partial<CandidaturaForm>;
  erros?: Record<string, string>;
  mensagem?: string;
  logado: { nome: string } | null;
}): string {
  const { vaga: v, erros = {} } = dados;
  const f = dados.form ?? {};
  const slug = slugVaga(v.nr_vaga, v.titulo);
  const acao = `${P}/${slug}/candidatar`;
  const aceite = (
    <div className="campo">
      <label className="aceite">
        <input
          type="checkbox"
          name="aceite_privacidade"
          value="S"
          defaultChecked={f.aceite_privacidade === 'S'}
          required
          aria-invalid={erros.aceite_privacidade ? 'true' : undefined}
          aria-describedby={erros.aceite_privacidade ? 'aceite-erro' : undefined}
        />
        Li e aceito o{' '}
        <a href={`${P}/privacidade`} target="_blank" rel="noopener">
          aviso de privacidade
        </a>{' '}
        {`(versão ${VERSAO_AVISO_PRIVACIDADE}) para o tratamento dos meus dados neste processo seletivo.`}
      </label>
      {erros.aceite_privacidade ? (
        <p className="erro" id="aceite-erro">
          {erros.aceite_privacidade}
        </p>
      ) : null}
    </div>
  );
  const corpo = dados.logado ? (
    <form className="cartao" method="post" action={acao} noValidate>
      <p>
        Você está na sua área do candidato como <strong>{dados.logado.nome}</strong>. A candidatura usa o
        currículo que já está cadastrado.
      </p>
      {aceite}
      <Armadilha carimbo={dados.carimbo} />
      <button className="botao" type="submit">
        Confirmar candidatura
      </button>
    </form>
  ) : (
    <>
      <p>
        Já tem cadastro?{' '}
        <a href={`${P}/entrar?destino=${encodeURIComponent(acao)}`}>Entre com seu CPF e senha</a> e
        candidate-se com um clique.
      </p>
      <form className="cartao" method="post" action={acao} noValidate>
        <Campo
          id="nr_documento_cpf"
          rotulo="CPF"
          valor={f.nr_documento_cpf}
          erro={erros.nr_documento_cpf}
          extra={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 14, 'data-mascara': 'cpf' }}
          ajuda="Se você já tem cadastro conosco, usamos o seu currículo."
        />
        <Campo
          id="nm_pessoa"
          rotulo="Nome completo"
          valor={f.nm_pessoa}
          erro={erros.nm_pessoa}
          extra={{ autoComplete: 'name', maxLength: 200 }}
        />
        <Campo
          id="ds_email"
          rotulo="E-mail"
          tipo="email"
          valor={f.ds_email}
          erro={erros.ds_email}
          extra={{ autoComplete: 'email', maxLength: 200 }}
        />
        <Campo
          id="dt_nascimento"
          rotulo="Data de nascimento"
          tipo="date"
          valor={f.dt_nascimento}
          erro={erros.dt_nascimento}
          extra={{ autoComplete: 'bday' }}
        />
        <div className="duas">
          <Campo
            id="nr_telefone_cel"
            rotulo="Celular com DDD"
            tipo="tel"
            valor={f.nr_telefone_cel}
            erro={erros.nr_telefone_cel}
            extra={{ autoComplete: 'tel', inputMode: 'tel', maxLength: 15, 'data-mascara': 'telefone' }}
          />
          <Campo
            id="nr_telefone_rec"
            rotulo="Outro telefone (recado)"
            tipo="tel"
            valor={f.nr_telefone_rec}
            erro={erros.nr_telefone_rec}
            extra={{ inputMode: 'tel', maxLength: 15, 'data-mascara': 'telefone' }}
          />
        </div>
        <div className="duas">
          <Campo
            id="nm_cidade"
            rotulo="Cidade onde mora"
            valor={f.nm_cidade}
            erro={erros.nm_cidade}
            extra={{ autoComplete: 'address-level2', maxLength: 120 }}
          />
          <Campo
            id="cd_uf"
            rotulo="UF"
            valor={f.cd_uf}
            erro={erros.cd_uf}
            extra={{ autoComplete: 'address-level1', maxLength: 2 }}
          />
        </div>
        <div className="campo">
          <label className="aceite">
            <input
              type="checkbox"
              name="quero_acesso"
              value="S"
              defaultChecked={dados.form === undefined || f.quero_acesso === 'S'}
            />
            Quero acompanhar minhas candidaturas: envie para o meu e-mail um link para criar a senha da área
            do candidato.
          </label>
        </div>
        {aceite}
        <Armadilha carimbo={dados.carimbo} />
        <button className="botao" type="submit">
          Enviar candidatura
        </button>
      </form>
    </>
  );
  return pagina(
    { titulo: `Candidatar-me: ${v.titulo}`, indexar: false, logado: Boolean(dados.logado) },
    <>
      <p>
        <a href={`${P}/${slug}`}>← Voltar para a vaga</a>
      </p>
      <h1>{`Candidatar-me: ${v.titulo}`}</h1>
      {Object.keys(erros).length ? <Alerta tipo="erro" texto="Confira os campos destacados." /> : null}
      <Alerta tipo="erro" texto={dados.mensagem} />
      {corpo}
    </>,
  );
}

export function paginaCandidaturaFeita(dados: {
  vaga: VagaPublica;
  mensagem: string;
  /** What happens to the area's access (a link on the way, or recover it: the CPF has another e-mail). */
  acesso?: { tipo: 'info' | 'erro'; texto: string };
  logado: boolean;
}): string {
  return pagina(
    { titulo: 'Candidatura enviada', indexar: false, logado: dados.logado },
    <>
      <h1>{dados.vaga.titulo}</h1>
      <Alerta tipo="ok" texto={dados.mensagem} />
      {dados.acesso ? <Alerta tipo={dados.acesso.tipo} texto={dados.acesso.texto} /> : null}
      <p>
        <a className="botao" href={`${P}/minha-area`}>
          {dados.logado ? 'Ver minhas candidaturas' : 'Entrar na área do candidato'}
        </a>
      </p>
      {dados.logado ? null : (
        <p>
          Ainda não tem senha? <a href={`${P}/esqueci-senha`}>Crie uma senha</a> com o CPF e o e-mail do seu
          cadastro.
        </p>
      )}
      <p>
        <a href={P}>Ver outras vagas</a>
      </p>
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

// ---------------------------------------------------------------------------------------------
// The candidate's access

const CPF_DE_ACESSO: AtributosCampo = {
  inputMode: 'numeric',
  autoComplete: 'username',
  maxLength: 14,
  'data-mascara': 'cpf',
};

export function paginaEntrar(dados: {
  carimbo: string;
  destino: string;
  mensagem?: string;
  erro?: string;
  cpf?: string;
}): string {
  return pagina(
    { titulo: 'Entrar na área do candidato', indexar: false },
    <>
      <h1>Área do candidato</h1>
      <Alerta tipo="info" texto={dados.mensagem} />
      <Alerta tipo="erro" texto={dados.erro} />
      <form className="cartao" method="post" action={`${P}/entrar`} noValidate>
        <Campo id="cpf" rotulo="CPF" valor={dados.cpf} extra={CPF_DE_ACESSO} />
        <Campo
          id="senha"
          rotulo="Senha"
          tipo="password"
          extra={{ autoComplete: 'current-password', maxLength: 10 }}
        />
        <input type="hidden" name="carimbo" value={dados.carimbo} />
        <input type="hidden" name="destino" value={dados.destino} />
        <button className="botao" type="submit">
          Entrar
        </button>
      </form>
      <p>
        <a href={`${P}/esqueci-senha`}>Esqueci minha senha / criar senha</a>
      </p>
    </>,
  );
}

/** A logout that came without the page's stamp: nothing ended yet; one button ends the session. */
export function paginaSair(dados: { carimbo: string }): string {
  return pagina(
    { titulo: 'Sair da área do candidato', indexar: false, logado: true },
    <>
      <h1>Sair da área do candidato</h1>
      <Alerta tipo="info" texto={MENSAGENS_PORTAL.confirmeSaida} />
      <form className="cartao" method="post" action={`${P}/sair`}>
        <input type="hidden" name="carimbo" value={dados.carimbo} />
        <button className="botao" type="submit">
          Sair
        </button>
      </form>
      <p>
        <a href={`${P}/minha-area`}>Voltar para a área do candidato</a>
      </p>
    </>,
  );
}

export function paginaEsqueciSenha(dados: { carimbo: string; mensagem?: string; erro?: string }): string {
  return pagina(
    { titulo: 'Criar uma nova senha', indexar: false },
    <>
      <h1>Criar uma nova senha</h1>
      <Alerta tipo="ok" texto={dados.mensagem} />
      <Alerta tipo="erro" texto={dados.erro} />
      <p>Informe o CPF e o e-mail do seu cadastro. Enviaremos um link para criar uma nova senha.</p>
      <form className="cartao" method="post" action={`${P}/esqueci-senha`} noValidate>
        <Campo id="cpf" rotulo="CPF" extra={CPF_DE_ACESSO} />
        <Campo id="ds_email" rotulo="E-mail" tipo="email" extra={{ autoComplete: 'email', maxLength: 200 }} />
        <Armadilha carimbo={dados.carimbo} />
        <button className="botao" type="submit">
          Enviar link
        </button>
      </form>
      <p>
        <a href={`${P}/entrar`}>Voltar para entrar</a>
      </p>
    </>,
  );
}

export function paginaNovaSenha(dados: { carimbo: string; token: string; erro?: string }): string {
  return pagina(
    { titulo: 'Nova senha', indexar: false },
    <>
      <h1>Nova senha</h1>
      <Alerta tipo="erro" texto={dados.erro} />
      <form className="cartao" method="post" action={`${P}/nova-senha`} noValidate>
        <Campo
          id="nm_senha_web"
          rotulo="Nova senha"
          tipo="password"
          ajuda={`De ${LIMITES_CADASTRO.senhaMin} a ${LIMITES_CADASTRO.senhaMax} caracteres.`}
          extra={{ autoComplete: 'new-password', maxLength: 10 }}
        />
        <Campo
          id="nm_senha_confirmacao"
          rotulo="Confirme a nova senha"
          tipo="password"
          extra={{ autoComplete: 'new-password', maxLength: 10 }}
        />
        <Campo
          id="ds_lembrete_senha_web"
          rotulo="Lembrete da senha"
          ajuda="Uma dica que não contenha a senha."
          extra={{ maxLength: 100 }}
        />
        <input type="hidden" name="token" value={dados.token} />
        <input type="hidden" name="carimbo" value={dados.carimbo} />
        <button className="botao" type="submit">
          Salvar nova senha
        </button>
      </form>
    </>,
  );
}

export interface CandidaturaArea {
  nr_vaga: number;
  titulo: string;
  data: Date;
  descartado: boolean;
  cd_estagio_vaga: number | null;
  id_situacao: string | null;
  vaga_aberta: boolean;
}

export function paginaMinhaArea(dados: {
  nome: string;
  candidaturas: CandidaturaArea[];
  carimboSair: string;
  carimboFoto: string;
  carimboEliminar: string;
  pedidosLgpd: {
    situacao: 'P' | 'A' | 'N';
    criado_em: Date;
    decidido_em: Date | null;
    decisao: string | null;
  }[];
  mensagem?: string;
  erro?: string;
}): string {
  const pendente = dados.pedidosLgpd.find((p) => p.situacao === 'P');
  return pagina(
    { titulo: 'Minha área', indexar: false, logado: true },
    <>
      <h1>{`Olá, ${dados.nome.split(' ')[0]}`}</h1>
      <Alerta tipo="ok" texto={dados.mensagem} />
      <Alerta tipo="erro" texto={dados.erro} />
      <h2>Minhas candidaturas</h2>
      {dados.candidaturas.length ? (
        <ul className="lista">
          {dados.candidaturas.map((c) => (
            <li key={c.nr_vaga} className="cartao">
              <article>
                <h3 className="titulo-candidatura">
                  <a href={`${P}/${slugVaga(c.nr_vaga, c.titulo)}`}>{c.titulo}</a>
                </h3>
                <p className="detalhe">
                  Candidatura em <time dateTime={c.data.toISOString()}>{dataBr(c.data)}</time>
                </p>
                <p>
                  <span className="etiqueta">{etapaParaCandidato(c)}</span>
                </p>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          Você ainda não se candidatou a nenhuma vaga. <a href={P}>Ver vagas abertas</a>
        </p>
      )}
      <h2>Meu currículo</h2>
      <p>Atualize seus contatos, endereço, experiências, formação e os cargos que procura.</p>
      <p>
        <a className="botao secundario" href={`${P}/minha-area/curriculo`}>
          Atualizar meu currículo
        </a>
      </p>
      <h2>Minha foto</h2>
      <form className="cartao" method="post" action={`${P}/minha-area/foto`} encType="multipart/form-data">
        <input type="hidden" name="carimbo" value={dados.carimboFoto} />
        <div className="campo">
          <label htmlFor="foto">Foto (PNG ou JPG, até 3 MB)</label>
          <input id="foto" name="foto" type="file" accept="image/png,image/jpeg" required />
        </div>
        <button className="botao secundario" type="submit">
          Enviar foto
        </button>
      </form>
      <h2>Meus dados (LGPD)</h2>
      <p>Baixe uma cópia de tudo o que mantemos sobre você.</p>
      <p>
        <a className="botao secundario" href={`${P}/minha-area/meus-dados.pdf`} download>
          Baixar em PDF
        </a>{' '}
        <a className="botao secundario" href={`${P}/minha-area/meus-dados.json`} download>
          Baixar em JSON
        </a>
      </p>
      <h3>Eliminação dos meus dados</h3>
      {dados.pedidosLgpd.map((p) => (
        <p key={p.criado_em.toISOString()} className="detalhe">
          Pedido de eliminação de <time dateTime={p.criado_em.toISOString()}>{dataBr(p.criado_em)}</time>:{' '}
          <span className="etiqueta">
            {p.situacao === 'P' ? 'Em análise' : p.situacao === 'A' ? 'Aprovado' : 'Recusado'}
          </span>
          {p.situacao === 'N' && p.decisao ? ` — ${p.decisao}` : null}
        </p>
      ))}
      {pendente ? null : (
        <form className="cartao" method="post" action={`${P}/minha-area/eliminacao`}>
          <input type="hidden" name="carimbo" value={dados.carimboEliminar} />
          <p>
            Você pode pedir a eliminação dos seus dados pessoais. Depois de aprovada, suas candidaturas deixam
            de ser acompanhadas e seu acesso é encerrado; guardamos apenas o que a lei obriga.
          </p>
          <div className="campo">
            <label htmlFor="ds_motivo">Motivo (opcional)</label>
            <textarea id="ds_motivo" name="ds_motivo" maxLength={2000} rows={3} />
          </div>
          <div className="campo">
            <label>
              <input type="checkbox" name="confirmo" value="S" required /> Confirmo que quero pedir a
              eliminação dos meus dados
            </label>
          </div>
          <button className="botao secundario" type="submit">
            Pedir eliminação
          </button>
        </form>
      )}
      <form method="post" action={`${P}/sair`}>
        <input type="hidden" name="carimbo" value={dados.carimboSair} />
        <button className="botao secundario" type="submit">
          Sair
        </button>
      </form>
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
