import {
  type ConfiguracaoCurriculo,
  configuracaoCurriculo,
  empregosPreSelecionados,
  FLAGS_CURRICULO,
  type FlagCurriculo,
  LIMITES_CURRICULO,
  MENSAGENS_CURRICULO as M,
  OPCOES_LAUDO,
  type OpcaoLaudo,
  PADROES_CURRICULO,
} from '@backoffice/domain/curriculo';
import { formatarData } from '@backoffice/domain/datas';
import {
  Button,
  Checkbox,
  Divider,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../components/controls/app-modal';
import { EmptyState, LoadingState } from '../../../components/controls/list-states';
import { useConfiguracao } from '../../../lib/configuracao';
import { useFormulario } from '../../../lib/formulario/formulario';
import { notify } from '../../../lib/notify';
import {
  baixarCurriculo,
  encaminharECarta,
  useCargosCandidato,
  useDeficienciasCandidato,
  useEmpregosCandidato,
} from './api-curriculo';

export interface GerarCurriculoModalProps {
  nrVaga: number;
  cdPessoa: number;
  nmPessoa: string;
  opened: boolean;
  onClose: () => void;
  onGerado: () => void;
}

const NOMES_FLAGS = Object.keys(FLAGS_CURRICULO) as FlagCurriculo[];

/**
 * Opens a window at once (inside the click, so the browser allows it), then fills it with the PDF.
 * Answers false when pop-ups are blocked.
 */
async function abrirPdf(obter: () => Promise<Blob>): Promise<boolean> {
  const janela = window.open('', '_blank');
  if (!janela) {
    notify.aviso(M.popups);
    return false;
  }
  try {
    janela.document.title = 'Gerando documento...';
    janela.document.body.textContent = 'Gerando documento...';
  } catch {
    // a window of another origin cannot be written: it is replaced below anyway
  }
  try {
    const blob = await obter();
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    janela.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return true;
  } catch (e) {
    janela.close();
    throw e;
  }
}

/** Resume settings (spec 001 §2.9, §3): every flag, layout, report, position, employments and disabilities. */
export function GerarCurriculoModal({
  nrVaga,
  cdPessoa,
  nmPessoa,
  opened,
  onClose,
  onGerado,
}: GerarCurriculoModalProps) {
  // layout 2: the flag of the user's unit (Administração › Unidades); the server checks it again
  const layout2 = useConfiguracao().data?.ID_LAYOUT_CURRICULO_2_UNIDADE === 'S';
  const cargos = useCargosCandidato(cdPessoa, opened);
  const empregos = useEmpregosCandidato(cdPessoa, opened);
  const deficiencias = useDeficienciasCandidato(cdPessoa, opened);
  const f = useFormulario(configuracaoCurriculo, PADROES_CURRICULO as ConfiguracaoCurriculo);
  // the referral letter sends no settings: its own pending state
  const [encaminhando, setEncaminhando] = useState(false);
  const cfg = f.form.watch();

  // each opening starts from the defaults; the first three employments come preselected once they arrive
  const { reset, setValue } = f.form;
  useEffect(() => {
    if (opened) reset(PADROES_CURRICULO);
  }, [opened, reset]);
  useEffect(() => {
    if (opened && empregos.data) setValue('empregos', empregosPreSelecionados(empregos.data));
  }, [opened, empregos.data, setValue]);

  const alternar = (lista: number[], n: number, max: number) =>
    lista.includes(n) ? lista.filter((x) => x !== n) : lista.length >= max ? lista : [...lista, n];

  async function gerarPdf(obter: () => Promise<Blob>, sucesso: string) {
    try {
      const ok = await abrirPdf(obter);
      if (ok) {
        notify.sucesso(sucesso);
        onGerado();
      }
    } catch {
      // the API client already showed the answer's error
    }
  }
  const gerarCurriculo = f.aoEnviar((corpo) =>
    gerarPdf(() => baixarCurriculo(nrVaga, cdPessoa, corpo as ConfiguracaoCurriculo), M.curriculoGerado),
  );
  async function gerarEncaminhamento() {
    setEncaminhando(true);
    await gerarPdf(() => encaminharECarta(nrVaga, cdPessoa), M.encaminhado);
    setEncaminhando(false);
  }
  const gerando = f.pendente || encaminhando;

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={`Gerar currículo - ${nmPessoa}`}
      size="xl"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            variant="light"
            onClick={() => void gerarEncaminhamento()}
            loading={encaminhando}
            disabled={gerando}
          >
            Gerar encaminhamento
          </Button>
          <Button onClick={() => void gerarCurriculo()} loading={f.pendente} disabled={gerando}>
            Gerar currículo
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          {NOMES_FLAGS.map((k) => (
            <Switch key={k} label={FLAGS_CURRICULO[k]} {...f.campo.sn(k)} />
          ))}
        </SimpleGrid>
        <Divider />
        <Group align="flex-end" gap="md" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="curriculo-layout">
              Layout
            </Text>
            <SegmentedControl
              aria-labelledby="curriculo-layout"
              value={String(cfg.mostrar_layout)}
              onChange={(v) => f.definir('mostrar_layout', v === '2' ? 2 : 1)}
              data={[
                { value: '1', label: 'Layout 1' },
                ...(layout2 ? [{ value: '2', label: 'Layout 2' }] : []),
              ]}
            />
          </Stack>
          <Select
            label="Laudo"
            data={OPCOES_LAUDO.map((o) => ({ value: o.value, label: o.label }))}
            value={cfg.gerar_laudo}
            onChange={(v) => f.definir('gerar_laudo', (v ?? 'N') as OpcaoLaudo)}
            allowDeselect={false}
            w={180}
          />
          <Select
            label="Cargo"
            placeholder={cargos.isLoading ? 'Carregando...' : 'Cargo da vaga'}
            data={(cargos.data ?? []).map((c) => ({ value: String(c.CD_CARGO), label: c.NM_CARGO }))}
            value={cfg.cd_cargo == null ? null : String(cfg.cd_cargo)}
            onChange={(v) => f.definir('cd_cargo', v ? Number(v) : null)}
            error={f.erro('cd_cargo')}
            clearable
            nothingFoundMessage="Nenhum registro encontrado"
            w={280}
          />
        </Group>
        <Divider />
        <Checkbox.Group
          label={`Empregos (até ${LIMITES_CURRICULO.maxEmpregos})`}
          value={cfg.empregos.map(String)}
          onChange={() => {}}
          error={f.erro('empregos')}
        >
          {empregos.isLoading ? (
            <LoadingState />
          ) : !empregos.data?.length ? (
            <EmptyState />
          ) : (
            <Stack gap={6} mt="xs">
              {empregos.data.map((e) => (
                <Checkbox
                  key={e.NR_SEQUENCIA}
                  value={String(e.NR_SEQUENCIA)}
                  onChange={() =>
                    f.definir(
                      'empregos',
                      alternar(cfg.empregos, e.NR_SEQUENCIA, LIMITES_CURRICULO.maxEmpregos),
                    )
                  }
                  label={`${e.NM_PESSOA_EMPRESA} - ${e.NM_CARGO} (${formatarData(e.DT_INICIO)} a ${e.DT_FIM ? formatarData(e.DT_FIM) : 'atual'})`}
                />
              ))}
            </Stack>
          )}
        </Checkbox.Group>
        <Checkbox.Group
          label={`Deficiências (até ${LIMITES_CURRICULO.maxDeficiencias})`}
          value={cfg.deficiencias.map(String)}
          onChange={() => {}}
          error={f.erro('deficiencias')}
        >
          {deficiencias.isLoading ? (
            <LoadingState />
          ) : !deficiencias.data?.length ? (
            <EmptyState />
          ) : (
            <Stack gap={6} mt="xs">
              {deficiencias.data.map((d) => (
                <Checkbox
                  key={d.ID_CID_CANDIDATO}
                  value={String(d.ID_CID_CANDIDATO)}
                  onChange={() =>
                    f.definir(
                      'deficiencias',
                      alternar(cfg.deficiencias, d.ID_CID_CANDIDATO, LIMITES_CURRICULO.maxDeficiencias),
                    )
                  }
                  label={`${d.NM_TIPO_DEFICIENCIA}${d.CD_CID ? ` - CID ${d.CD_CID}` : ''}`}
                />
              ))}
            </Stack>
          )}
        </Checkbox.Group>
      </Stack>
    </AppModal>
  );
}
