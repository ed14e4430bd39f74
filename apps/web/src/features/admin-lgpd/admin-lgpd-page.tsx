import type { UsuarioAdminLinha } from '@backoffice/domain/administracao';
import {
  type LgpdAcessoLinha,
  MESES_RETENCAO_LGPD_ACESSO,
  POR_PAGINA_LGPD_ACESSOS,
} from '@backoffice/domain/contratacao';
import { formatarDataHora } from '@backoffice/domain/datas';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { DateField } from '../../components/controls/date-field';
import { DelayedSelect } from '../../components/controls/delayed-select';
import { PaginationBar } from '../../components/controls/pagination-bar';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { CandidatoPicker } from '../../components/pickers/search-pickers';
import type { ParametrosAba } from '../../lib/tab-url';
import { type PaginaAbaProps, useTabs } from '../../lib/tabs';
import {
  buscaUsuarios,
  ERRO_ACESSOS,
  ERRO_USUARIOS,
  type FiltroAcessos,
  useAcessosLgpd,
} from './api-acessos-lgpd';
import { nomeDaTela, rotuloDoRecurso } from './telas';

/** The tab of this screen and its parameters (the filters it opens with). */
export const ABA_ACESSOS_LGPD = 'AdminAcessosLgpd';

const codigo = (v: string | undefined) => (v && /^\d{1,15}$/.test(v) && Number(v) > 0 ? Number(v) : null);
const dataIso = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);

/** The filters a link opens the screen with: ?cdPessoaCandidato=, ?cdUsuario= (cd_sip), ?de=, ?ate= (ISO). */
export function filtroDosParametros(p: ParametrosAba): FiltroAcessos {
  return {
    cdPessoaCandidato: codigo(p.cdPessoaCandidato),
    cdUsuario: codigo(p.cdUsuario),
    de: dataIso(p.de),
    ate: dataIso(p.ate),
    pagina: 1,
  };
}

const rotuloUsuario = (nome: string | null, login: string | null) =>
  nome && login ? `${nome} (${login})` : (nome ?? login ?? '');

/** The user picker: Administração's users by name, login or e-mail; the value is the user's cd_sip. */
function UsuarioPicker({
  value,
  onChange,
  rotuloAtual,
}: {
  value: number | null;
  onChange: (cdSip: number | null, rotulo: string | null) => void;
  rotuloAtual: string | null;
}) {
  return (
    <DelayedSelect<UsuarioAdminLinha>
      label="Usuário"
      placeholder="Nome, login ou e-mail"
      busca={buscaUsuarios}
      toOption={(u) => ({ value: String(u.cd_sip), label: rotuloUsuario(u.nm_pessoa, u.nm_login) })}
      value={value === null ? null : String(value)}
      selectedOption={value !== null && rotuloAtual ? { value: String(value), label: rotuloAtual } : null}
      onChange={(v, row) =>
        onChange(v === null ? null : Number(v), row ? rotuloUsuario(row.nm_pessoa, row.nm_login) : null)
      }
      errorMessage={ERRO_USUARIOS}
      clearable
      w={230}
    />
  );
}

/**
 * Administração › Acessos a dados sensíveis: every read of a candidate's sensitive data by a user
 * (the read log, docs/lgpd-acessos.md), newest first, 50 a page, filtered by candidate, user and
 * period. A link may open it already filtered (the user's page, the candidate's record).
 */
export function AdminLgpdPage({ params }: PaginaAbaProps) {
  const tabs = useTabs();
  const [filtro, setFiltro] = useState<FiltroAcessos>(() => filtroDosParametros(params));
  // the pickers' text for a value that came from the link: the names the rows bring
  const [rotulos, setRotulos] = useState<{ candidato: string | null; usuario: string | null }>({
    candidato: null,
    usuario: null,
  });
  const acessos = useAcessosLgpd(filtro);
  const linhas = acessos.data?.linhas;

  const candidatoDasLinhas = linhas?.find((l) => l.CD_PESSOA_CANDIDATO === filtro.cdPessoaCandidato);
  const rotuloCandidato =
    rotulos.candidato ??
    (filtro.cdPessoaCandidato === null
      ? null
      : (candidatoDasLinhas?.NM_CANDIDATO ?? `Candidato ${filtro.cdPessoaCandidato}`));
  const usuarioDasLinhas = linhas?.find((l) => l.CD_USUARIO === filtro.cdUsuario);
  const rotuloDoUsuario =
    rotulos.usuario ??
    (filtro.cdUsuario === null
      ? null
      : usuarioDasLinhas
        ? rotuloUsuario(usuarioDasLinhas.NM_USUARIO, usuarioDasLinhas.NM_LOGIN)
        : `Usuário ${filtro.cdUsuario}`);

  const mudar = (m: Partial<FiltroAcessos>) => setFiltro((f) => ({ ...f, ...m, pagina: 1 }));
  const filtrado =
    filtro.cdPessoaCandidato !== null ||
    filtro.cdUsuario !== null ||
    filtro.de !== null ||
    filtro.ate !== null;
  const limpar = () => {
    setFiltro({ cdPessoaCandidato: null, cdUsuario: null, de: null, ate: null, pagina: 1 });
    setRotulos({ candidato: null, usuario: null });
  };

  const colunas: ColunaLista<LgpdAcessoLinha>[] = [
    {
      id: 'quando',
      titulo: 'Data e hora',
      celula: (l) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatarDataHora(l.CRIADO_EM)}
        </Text>
      ),
    },
    {
      id: 'usuario',
      titulo: 'Usuário',
      celula: (l) =>
        l.CD_USUARIO === null ? (
          '-'
        ) : (
          <>
            <Text size="sm">{l.NM_USUARIO ?? `Usuário ${l.CD_USUARIO}`}</Text>
            {l.NM_LOGIN && (
              <Text size="xs" c="gray.7">
                {l.NM_LOGIN}
              </Text>
            )}
          </>
        ),
    },
    {
      id: 'candidato',
      titulo: 'Candidato',
      celula: (l) => (
        <>
          <Text size="sm">{l.NM_CANDIDATO ?? '-'}</Text>
          <Anchor
            size="xs"
            href={tabs.url('DadosCandidato', { cdPessoaCandidato: l.CD_PESSOA_CANDIDATO })}
            onClick={(e) => {
              e.preventDefault();
              tabs.abrir(
                'DadosCandidato',
                { cdPessoaCandidato: l.CD_PESSOA_CANDIDATO },
                l.NM_CANDIDATO ? { titulo: l.NM_CANDIDATO } : {},
              );
            }}
            aria-label={`Dados do candidato ${l.NM_CANDIDATO ?? ''}, código ${l.CD_PESSOA_CANDIDATO}`}
          >
            {l.CD_PESSOA_CANDIDATO}
          </Anchor>
        </>
      ),
    },
    { id: 'recurso', titulo: 'O quê', celula: (l) => rotuloDoRecurso(l.DS_RECURSO) },
    { id: 'detalhe', titulo: 'Detalhe', celula: (l) => l.DS_DETALHE ?? '-' },
    {
      id: 'tela',
      titulo: 'Tela',
      celula: (l) => <span title={l.DS_TELA ?? undefined}>{nomeDaTela(l.DS_TELA)}</span>,
    },
    { id: 'ip', titulo: 'IP', celula: (l) => l.DS_IP ?? '-' },
  ];

  const total = acessos.data?.total ?? 0;
  return (
    <Stack gap="sm" p="md">
      <div>
        <Title order={2} size="h3">
          Acessos a dados sensíveis
        </Title>
        <Text size="sm" c="gray.7">
          Leituras de foto, documentos, deficiências, laudos e currículo completo de candidatos pela equipe,
          guardadas por {MESES_RETENCAO_LGPD_ACESSO} meses.
        </Text>
      </div>
      <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Filtros dos acessos">
        <CandidatoPicker
          // a value set from outside (a link, Limpar) shows its own text
          key={`c-${filtro.cdPessoaCandidato ?? ''}-${rotuloCandidato ?? ''}`}
          value={filtro.cdPessoaCandidato}
          selectedOption={
            filtro.cdPessoaCandidato !== null && rotuloCandidato
              ? { value: String(filtro.cdPessoaCandidato), label: rotuloCandidato }
              : null
          }
          onChange={(cd, row) => {
            setRotulos((r) => ({ ...r, candidato: cd !== null && row ? row.NM_PESSOA : null }));
            mudar({ cdPessoaCandidato: cd });
          }}
          placeholder="Nome ou CPF"
          clearable
          w={240}
        />
        <UsuarioPicker
          key={`u-${filtro.cdUsuario ?? ''}-${rotuloDoUsuario ?? ''}`}
          value={filtro.cdUsuario}
          rotuloAtual={rotuloDoUsuario}
          onChange={(cd, rotulo) => {
            setRotulos((r) => ({ ...r, usuario: cd !== null ? rotulo : null }));
            mudar({ cdUsuario: cd });
          }}
        />
        <DateField
          label="De"
          value={filtro.de}
          onChange={(de) => mudar({ de })}
          maxDate={filtro.ate ?? undefined}
          w={140}
        />
        <DateField
          label="Até"
          value={filtro.ate}
          onChange={(ate) => mudar({ ate })}
          minDate={filtro.de ?? undefined}
          w={140}
        />
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={limpar}
          disabled={!filtrado}
        >
          Limpar filtros
        </Button>
      </Group>
      {acessos.isError && <Alert color="red">{ERRO_ACESSOS}</Alert>}
      <TabelaLista
        rotulo="Acessos a dados sensíveis"
        colunas={colunas}
        linhas={acessos.isError ? [] : linhas}
        carregando={acessos.isPending}
        chave={(l) => l.ID_ACESSO}
        paginacao={false}
        larguraMinima={980}
        vazio="Nenhum acesso registrado."
        dicaVazio="As leituras de dados sensíveis de candidatos aparecem aqui assim que acontecem."
        vazioFiltrado={
          filtrado
            ? {
                texto: 'Nenhum acesso registrado com estes filtros.',
                dica: 'Mude o candidato, o usuário ou o período, ou limpe os filtros.',
                limpar,
              }
            : undefined
        }
      />
      {total > POR_PAGINA_LGPD_ACESSOS && (
        <PaginationBar
          total={total}
          page={filtro.pagina}
          pageSize={POR_PAGINA_LGPD_ACESSOS}
          onPageChange={(pagina) => setFiltro((f) => ({ ...f, pagina }))}
          pageSizes={[POR_PAGINA_LGPD_ACESSOS]}
        />
      )}
    </Stack>
  );
}
