import { Button, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { LoadingState } from '../../components/controls/list-states';
import { CurriculoEditor } from '../../features/curriculo-candidato/curriculo-editor';
import {
  CabecalhoCandidato,
  useCabecalhoCandidato,
} from '../../features/dados-candidato/cabecalho-candidato';
import { PARAMETRO_SUBABA } from '../../lib/tab-url';
import { type PaginaAbaProps, useTabs } from '../../lib/tabs';
import { SubabaVisivel } from './selecao-entrar-page';

/** What every inner tab of the candidate data page receives. */
export interface PropsAbaCandidato {
  cdPessoaCandidato: number;
}

/** One inner tab: its address name (?aba=), its label and its screen. */
export interface AbaCandidato {
  chave: string;
  rotulo: string;
  componente: ComponentType<PropsAbaCandidato>;
  /** Shown only for a candidate with a disability (Vagas PCD). */
  somentePcd?: boolean;
}

/** An inner tab's screen, loaded the first time it is shown. */
function abaLazy<M extends Record<string, unknown>>(
  carregar: () => Promise<M>,
  exportacao: keyof M & string,
): ComponentType<PropsAbaCandidato> {
  return lazy(async () => ({ default: (await carregar())[exportacao] as ComponentType<PropsAbaCandidato> }));
}

function CurriculoAba({ cdPessoaCandidato }: PropsAbaCandidato) {
  const tabs = useTabs();
  return (
    <CurriculoEditor
      key={cdPessoaCandidato}
      cdPessoaCandidato={cdPessoaCandidato}
      onCadastrado={(novo) => tabs.abrir('DadosCandidato', { cdPessoaCandidato: novo })}
    />
  );
}

/**
 * The inner tabs of the candidate data page (spec 002 §2.3), in the spec's order. One line per tab:
 * a screen is added here and nowhere else.
 */
export const ABAS_CANDIDATO: readonly AbaCandidato[] = [
  { chave: 'curriculo', rotulo: 'Curriculo', componente: CurriculoAba },
  {
    chave: 'historico',
    rotulo: 'Histórico',
    componente: abaLazy(() => import('../../features/dados-candidato/historico-tab'), 'HistoricoTab'),
  },
  {
    chave: 'testes',
    rotulo: 'Testes',
    componente: abaLazy(() => import('../../features/testes-candidato/testes-candidato'), 'TestesCandidato'),
  },
  {
    chave: 'geraLaudo',
    rotulo: 'Gera laudo',
    componente: abaLazy(() => import('../../features/testes-candidato/gera-laudo'), 'GeraLaudo'),
  },
  {
    chave: 'geraLaudoMedico',
    rotulo: 'Gera laudo médico',
    componente: abaLazy(() => import('../../features/testes-candidato/gera-laudo-medico'), 'GeraLaudoMedico'),
  },
  {
    chave: 'geraCurriculo',
    rotulo: 'Gera currículo',
    componente: abaLazy(
      () => import('../../features/vaga-candidatos/curriculo/gerar-curriculo-tab'),
      'GerarCurriculoTab',
    ),
  },
  {
    chave: 'assinaturaDocumentos',
    rotulo: 'Assinatura de Documentos',
    componente: abaLazy(
      () => import('../../features/assinatura-documentos/assinatura-documentos'),
      'AssinaturaDocumentos',
    ),
  },
];

export const ABA_CANDIDATO_PADRAO = 'curriculo';

/**
 * Tab 'Dados do candidato' (key DadosCandidato, parameter cdPessoaCandidato): the candidate's header
 * and the inner tabs, each with its own address (/t/DadosCandidato?aba=agendamento&cdPessoaCandidato=1).
 * Without a code, a new registration that reopens the tab with the new code once stored.
 */
export function DadosCandidatoPage({ params }: PaginaAbaProps) {
  const tabs = useTabs();
  const cd = Number(params.cdPessoaCandidato);
  if (!Number.isInteger(cd) || cd <= 0) {
    return (
      <CurriculoEditor
        key="novo"
        onCadastrado={(novo) => tabs.abrir('DadosCandidato', { cdPessoaCandidato: novo })}
      />
    );
  }
  return <EspacoCandidato key={cd} cd={cd} aba={params[PARAMETRO_SUBABA]} />;
}

function EspacoCandidato({ cd, aba }: { cd: number; aba: string | undefined }) {
  const { abrir } = useTabs();
  const cab = useCabecalhoCandidato(cd);
  const pcd = cab.data?.ID_POSSUE_DEFICIENCIA === 'S';
  const abas = ABAS_CANDIDATO.filter((a) => !a.somentePcd || pcd);
  const atual = abas.find((a) => a.chave === aba)?.chave ?? ABA_CANDIDATO_PADRAO;
  // inner tabs shown before, most recent last: VOLTAR returns to the last one
  const [anteriores, setAnteriores] = useState<string[]>([]);
  const [mostrada, setMostrada] = useState(atual);
  const [vistas, setVistas] = useState<ReadonlySet<string>>(() => new Set([atual]));
  if (mostrada !== atual) {
    setAnteriores((p) => (p.at(-1) === atual ? p.slice(0, -1) : [...p, mostrada]));
    setMostrada(atual);
  }
  if (!vistas.has(atual)) setVistas(new Set([...vistas, atual]));
  const ir = (chave: string) => abrir('DadosCandidato', { cdPessoaCandidato: cd, [PARAMETRO_SUBABA]: chave });
  const ultima = anteriores.at(-1);

  return (
    <Stack p="md" gap="sm">
      <CabecalhoCandidato
        cdPessoaCandidato={cd}
        acoes={
          ultima ? (
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={() => ir(ultima)}
            >
              VOLTAR
            </Button>
          ) : null
        }
      />
      <Tabs value={atual} onChange={(v) => v && ir(v)} keepMounted>
        <Tabs.List aria-label="Dados do candidato" mb="md">
          {abas.map((a) => (
            <Tabs.Tab key={a.chave} value={a.chave}>
              {a.rotulo}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {abas.map((a) => (
          <Tabs.Panel key={a.chave} value={a.chave}>
            {vistas.has(a.chave) && (
              <SubabaVisivel visivel={a.chave === atual}>
                <Suspense fallback={<LoadingState />}>
                  <a.componente cdPessoaCandidato={cd} />
                </Suspense>
              </SubabaVisivel>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
