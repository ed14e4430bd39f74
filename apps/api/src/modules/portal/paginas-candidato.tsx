import { LIMITES_CADASTRO } from '@backoffice/domain/candidato-cadastro';
import {
  MESES_RETENCAO_LGPD_ACESSO,
  RECURSOS_LGPD_ACESSO,
  type RecursoLgpdAcesso,
} from '@backoffice/domain/contratacao';
import {
  type CandidaturaForm,
  etapaParaCandidato,
  MENSAGENS_PORTAL,
  CAMINHO_PORTAL as P,
  slugVaga,
  VERSAO_AVISO_PRIVACIDADE,
} from '@backoffice/domain/portal';
import { MENSAGENS_PORTAL_CANDIDATURAS } from '@backoffice/domain/portal-candidaturas';
import type { VagaPublica } from '../vaga/vaga.entry';
import { Alerta, Armadilha, type AtributosCampo, CAMPO_DATA, Campo, dataBr, pagina } from './layout';

/** The candidate's pages: applying, the access (login, logout, password reset) and the area. */

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
          valor={f.dt_nascimento}
          erro={erros.dt_nascimento}
          extra={{ ...CAMPO_DATA, autoComplete: 'bday' }}
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
  vaga_fechada: boolean;
}

export function paginaMinhaArea(dados: {
  nome: string;
  candidaturas: CandidaturaArea[];
  carimboSair: string;
  carimboFoto: string;
  carimboEliminar: string;
  carimboMensagens: string;
  recusaMensagens: boolean;
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
        {/* The browser's own file control speaks its language ('Choose File'): the input is hidden
            from view (still focusable and required), its label is the button, and the chosen file is
            told by CSS (:valid) without a script, by its name with the portal's script. */}
        <div className="campo arquivo">
          <input
            id="foto"
            name="foto"
            type="file"
            accept="image/png,image/jpeg"
            required
            className="arquivo-entrada"
            aria-describedby="foto-ajuda foto-escolha"
            data-arquivo-nome="foto-escolhida"
          />
          <label htmlFor="foto" className="botao secundario">
            Escolher foto
          </label>
          <span id="foto-escolha" className="arquivo-escolha" aria-live="polite">
            <span className="arquivo-nenhum">Nenhum arquivo escolhido</span>
            <span id="foto-escolhida" className="arquivo-escolhido">
              Foto escolhida
            </span>
          </span>
          <p id="foto-ajuda" className="ajuda">
            PNG ou JPG, até 3 MB.
          </p>
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
      <p>
        <a href={`${P}/minha-area/acessos`}>Quem acessou meus dados</a>: quando nossa equipe consultou seus
        dados sensíveis (laudos, documentos, foto, currículo completo).
      </p>
      <h3>Mensagens sobre vagas</h3>
      <form className="cartao" method="post" action={`${P}/minha-area/mensagens`}>
        <input type="hidden" name="carimbo" value={dados.carimboMensagens} />
        <div className="campo">
          <label className="aceite">
            <input type="checkbox" name="recusa" value="S" defaultChecked={dados.recusaMensagens} /> Não quero
            receber mensagens sobre vagas
          </label>
          <p className="ajuda">
            Por exemplo, o aviso de que uma vaga à qual você se candidatou foi encerrada.
          </p>
        </div>
        <button className="botao secundario" type="submit">
          Salvar preferência
        </button>
      </form>
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

/** 'Quem acessou meus dados': the reads of the candidate's sensitive data by the staff (role and unit). */
export function paginaAcessos(dados: {
  linhas: { papel: string | null; unidade: string | null; quando: string; recurso: string }[];
  pagina: number;
  paginas: number;
}): string {
  const url = (n: number) => `${P}/minha-area/acessos?pagina=${n}`;
  return pagina(
    { titulo: 'Quem acessou meus dados', indexar: false, logado: true },
    <>
      <p>
        <a href={`${P}/minha-area`}>← Voltar para minha área</a>
      </p>
      <h1>Quem acessou meus dados</h1>
      <p>
        {`Cada consulta da nossa equipe aos seus dados sensíveis nos últimos ${MESES_RETENCAO_LGPD_ACESSO} meses: quem (pelo cargo e pela unidade), quando e o quê.`}
      </p>
      {dados.linhas.length ? (
        <table className="tabela">
          <thead>
            <tr>
              <th scope="col">Quando</th>
              <th scope="col">Quem</th>
              <th scope="col">O quê</th>
            </tr>
          </thead>
          <tbody>
            {dados.linhas.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no key of their own on this page
              <tr key={i}>
                <td>{l.quando}</td>
                <td>{[l.papel ?? 'Equipe', l.unidade].filter(Boolean).join(' · ')}</td>
                <td>{RECURSOS_LGPD_ACESSO[l.recurso as RecursoLgpdAcesso] ?? l.recurso}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{MENSAGENS_PORTAL_CANDIDATURAS.semAcessos}</p>
      )}
      {dados.paginas > 1 ? (
        <nav className="paginas" aria-label="Páginas">
          {dados.pagina > 1 ? (
            <a className="botao secundario" rel="prev" href={url(dados.pagina - 1)}>
              Anterior
            </a>
          ) : (
            <span />
          )}
          <span>{`Página ${dados.pagina} de ${dados.paginas}`}</span>
          {dados.pagina < dados.paginas ? (
            <a className="botao secundario" rel="next" href={url(dados.pagina + 1)}>
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
