import {
  MENSAGENS_CADASTRO as M,
  SECOES_CURRICULO,
  type SecaoCurriculo,
} from '@backoffice/domain/candidato-cadastro';
import { CONTRATOS_CANDIDATO_CADASTRO as C } from '@backoffice/domain/contratos/candidato-cadastro';
import { Alert, Anchor, Badge, Box, Button, Grid, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { LoadingState } from '../../components/controls/list-states';
import { ApiError } from '../../lib/api-client';
import { consulta } from '../../lib/dados';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { useTabs } from '../../lib/tabs';
import { BlocoExperiencia } from './bloco-experiencia';
import { BlocoPcd } from './bloco-pcd';
import { deCarga } from './curriculo-carga';
import classes from './curriculo-editor.module.css';
import { CAMPOS_NOVO, LISTAS_VAZIAS, secaoLiberada } from './curriculo-form';
import { useCargaCurriculo } from './curriculo-leituras';
import { GrupoCandidatoModal } from './grupo-candidato-modal';
import { PainelAcesso } from './painel-acesso';
import { PainelCargo } from './painel-cargo';
import { PainelCompetencias } from './painel-competencias';
import { PainelContato } from './painel-contato';
import { PainelDocumentos } from './painel-documentos';
import { PainelEmpregos } from './painel-empregos';
import { PainelEndereco } from './painel-endereco';
import { PainelFormacao } from './painel-formacao';
import { PainelIdiomas } from './painel-idiomas';
import { PainelPessoal } from './painel-pessoal';
import { PainelSoftwares } from './painel-softwares';
import { PareceresCandidato } from './pareceres-candidato';
import { SituacaoCandidato } from './situacao-candidato';
import { type EditorCurriculo, type OpcoesEditor, useCurriculoFormulario } from './use-curriculo-formulario';

const _opcoes = (l: readonly { id: string; nome: string }[]) =>
  l.map((x) => ({ value: x.id, label: x.nome }));
/** The sections of a stored candidate only (spec 002 §2.2). */
const SECOES_EXTRAS = [
  { id: 'experiencia', nome: 'Experiência' },
  { id: 'laudo', nome: 'Laudo' },
  { id: 'parecer', nome: 'Parecer' },
] as const;
type SecaoExtra = (typeof SECOES_EXTRAS)[number]['id'];

const _COR_IMC = { danger: 'red', success: 'green', warning: 'yellow' } as const;

export interface CurriculoEditorProps {
  /** The candidate to edit; none for a new registration. */
  cdPessoaCandidato?: number;
  /** After a new registration is stored, with its code. */
  onCadastrado?: (cdPessoa: number) => void;
}

/**
 * The resume editor (spec 002 §2.2): the left menu of sections, each disabled until the mandatory
 * data before it is valid (unless the record exists), and the floating save of the whole record.
 */
export function CurriculoEditor({ cdPessoaCandidato, onCadastrado }: CurriculoEditorProps) {
  const cd = cdPessoaCandidato ?? null;
  // kept here: a reload after a save rebuilds the form on the section the user was in
  const [secao, setSecao] = useState<SecaoCurriculo | SecaoExtra>('pessoal');
  // the form is rebuilt from the server only after its own save (a status action keeps unsaved edits)
  const [versao, setVersao] = useState(0);
  const base = useQuery({
    ...consulta(C.dadosBase, {}, M.erroBuscarCatalogo('cargos, idiomas, softwares, competências')),
    staleTime: 10 * 60_000,
  });
  const carga = useCargaCurriculo(cd);

  if (cd !== null && carga.isPending) return <LoadingState />;
  if (cd !== null && carga.isError) {
    const nao = carga.error instanceof ApiError && carga.error.status === 404;
    return (
      <Alert color="red" m="md">
        {nao ? M.candidatoNaoEncontrado : M.erroBuscar}
      </Alert>
    );
  }
  const inicial = carga.data ? deCarga(carga.data) : { campos: CAMPOS_NOVO, listas: LISTAS_VAZIAS };
  const d = carga.data?.dados;
  return (
    <>
      {cd !== null && d && (
        <Box px="md" pt="md">
          <SituacaoCandidato
            cd={cd}
            bloqueado={d.ID_BLOQUEADO === 'S'}
            dtInativo={d.DT_INATIVO}
            esocial={d.ID_SITUACAO_ESOCIAL}
            usoImagem={d.ID_USO_IMAGEM}
            nota={d.NR_NOTA_CANDIDATO}
          />
        </Box>
      )}
      <Formulario
        key={versao}
        cd={cd}
        inicial={inicial}
        catalogos={base.data}
        onCadastrado={onCadastrado}
        onRecarregado={() => setVersao((v) => v + 1)}
        secao={secao}
        setSecao={setSecao}
      />
    </>
  );
}

const PAINEIS: Record<SecaoCurriculo, (p: { ed: EditorCurriculo }) => ReactNode> = {
  pessoal: PainelPessoal,
  endereco: PainelEndereco,
  contato: PainelContato,
  documentos: PainelDocumentos,
  formacao: PainelFormacao,
  cargo: PainelCargo,
  empregos: PainelEmpregos,
  idiomas: PainelIdiomas,
  softwares: PainelSoftwares,
  competencias: PainelCompetencias,
  acesso: PainelAcesso,
};

function Formulario({
  secao,
  setSecao,
  ...opcoes
}: Omit<OpcoesEditor, 'setSecao'> & {
  secao: SecaoCurriculo | SecaoExtra;
  setSecao: (s: SecaoCurriculo | SecaoExtra) => void;
}) {
  const tabs = useTabs();
  const ed = useCurriculoFormulario({
    ...opcoes,
    setSecao,
    secaoAtual: SECOES_CURRICULO.some((s) => s.id === secao) ? (secao as SecaoCurriculo) : null,
  });
  const {
    cd,
    existe,
    f,
    v,
    texto,
    flag,
    validacao,
    pendencias,
    salvando,
    homonimo,
    salvar,
    exclusao,
    setExclusao,
    excluir,
    grupoAberto,
    setGrupoAberto,
  } = ed;

  return (
    <Grid p="md" gap="md">
      <Grid.Col span={{ base: 12, md: 3, xl: 2 }}>
        <nav aria-label="Seções do currículo">
          {SECOES_CURRICULO.map((s) => {
            const liberada = secaoLiberada(s.id, existe, validacao.secoesComErro);
            return (
              <Button
                key={s.id}
                fullWidth
                justify="space-between"
                variant={secao === s.id ? 'light' : 'subtle'}
                aria-current={secao === s.id ? 'page' : undefined}
                disabled={!liberada}
                // the count is read with the name ('Endereço, 1 pendência')
                aria-label={
                  pendencias.get(s.id)
                    ? `${s.nome}, ${M.pendenciasSecao(pendencias.get(s.id) ?? 0)}`
                    : undefined
                }
                onClick={() => setSecao(s.id)}
                rightSection={
                  pendencias.get(s.id) ? (
                    <Badge color="red" size="sm" circle aria-hidden>
                      {pendencias.get(s.id)}
                    </Badge>
                  ) : undefined
                }
              >
                {s.nome}
              </Button>
            );
          })}
          {existe &&
            SECOES_EXTRAS.map((x) => (
              <Button
                key={x.id}
                fullWidth
                justify="space-between"
                variant={secao === x.id ? 'light' : 'subtle'}
                aria-current={secao === x.id ? 'page' : undefined}
                onClick={() => setSecao(x.id)}
              >
                {x.nome}
              </Button>
            ))}
          {existe && (
            <Button fullWidth justify="space-between" variant="subtle" onClick={() => setGrupoAberto(true)}>
              Add. grupo de cand.
            </Button>
          )}
        </nav>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9, xl: 10 }}>
        <Stack className={classes.secao}>
          <Title order={3}>{[...SECOES_CURRICULO, ...SECOES_EXTRAS].find((x) => x.id === secao)?.nome}</Title>
          {homonimo && (
            <Alert color="yellow" title="Possível candidato repetido">
              <Stack gap="xs">
                <Text size="sm">{homonimo.mensagem}</Text>
                <Group>
                  <Anchor
                    href={tabs.url('DadosCandidato', { cdPessoaCandidato: homonimo.cd })}
                    onClick={(e) => {
                      e.preventDefault();
                      tabs.abrir('DadosCandidato', { cdPessoaCandidato: homonimo.cd });
                    }}
                  >
                    Abrir o candidato {homonimo.cd}
                  </Anchor>
                  <Button size="xs" variant="light" onClick={() => void salvar(true)}>
                    Salvar mesmo assim
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          {secao === 'parecer' ? (
            cd !== null && <PareceresCandidato cd={cd} />
          ) : secao === 'experiencia' ? (
            <BlocoExperiencia ed={ed} />
          ) : secao === 'laudo' ? (
            <Stack>
              <Textarea {...texto('ds_laudo', 'Laudo')} maxLength={4000} autosize minRows={3} />
              {flag('id_possue_deficiencia') ? (
                <BlocoPcd ed={ed} />
              ) : (
                <Text c="dimmed">O candidato não é pessoa com deficiência.</Text>
              )}
            </Stack>
          ) : (
            PAINEIS[secao]({ ed })
          )}
          <AlertaFormulario mensagem={f.erroGeral} />
          {/* the save stays in view at the bottom of the section while it scrolls, in its own bar */}
          <Group justify="flex-end" py="sm" className={classes.barraSalvar}>
            <Button size="md" loading={salvando} onClick={() => void salvar()}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      {existe && (
        <GrupoCandidatoModal
          cd={cd as number}
          nome={v('nm_pessoa')}
          opened={grupoAberto}
          onClose={() => setGrupoAberto(false)}
        />
      )}
      <ConfirmDialog
        opened={exclusao !== null}
        title="Excluir"
        message="Deseja realmente excluir este registro?"
        confirmLabel="Excluir"
        confirmColor="red"
        onConfirm={() => exclusao && void excluir(exclusao)}
        onCancel={() => setExclusao(null)}
      />
    </Grid>
  );
}
