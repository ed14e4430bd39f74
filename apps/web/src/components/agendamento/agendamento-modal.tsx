import {
  type AgendamentoBody,
  errosAgendamento,
  LIMITES_AGENDAMENTO,
  MENSAGENS_AGENDAMENTO,
  TEXTO_NAO_COMPARECEU,
  TIPOS_AGENDAMENTO,
  textoVagaAgendamento,
} from '@backoffice/domain/agendamento';
import { CONTRATOS_AGENDAMENTO as C } from '@backoffice/domain/contratos/agendamento';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { chamar, consultaDe } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useUsuario } from '../../lib/sessao';
import { AppModal } from '../controls/app-modal';
import { CounterTextarea } from '../controls/counter-textarea';
import { DateField } from '../controls/date-field';
import { LoadingState } from '../controls/list-states';
import { RadioField } from '../controls/radio-field';
import { TimeField } from '../controls/time-field';
import { TipoProcessoPicker } from '../pickers/catalog-pickers';
import { AnalistaPicker } from '../pickers/search-pickers';

/** Key of a saved appointment: its candidate and when it was created. */
export interface ChaveAgendamento {
  cdPessoa: number;
  criadoEm: string;
}

export interface AgendamentoModalProps {
  opened: boolean;
  cdPessoa: number;
  nome: string;
  nrVaga: number;
  cdPessoaCliente: number | null;
  cdPessoaAnalista: number | null;
  /** Given: edit that appointment; absent: a new one. */
  existente?: ChaveAgendamento | null;
  onClose: () => void;
  onSalvo?: (chave: ChaveAgendamento) => void;
}

const p2 = (n: number) => String(n).padStart(2, '0');
/** ISO instant to the browser's date and time fields. */
function partes(iso: string): { data: string; hora: string } {
  const d = new Date(iso);
  return {
    data: `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())}`,
    hora: `${p2(d.getHours())}:${p2(d.getMinutes())}`,
  };
}

/** New or edited appointment of a candidate for the vacancy (spec 000 §3.11, §5.3). */
export function AgendamentoModal({
  opened,
  cdPessoa,
  nome,
  nrVaga,
  cdPessoaCliente,
  cdPessoaAnalista,
  existente,
  onClose,
  onSalvo,
}: AgendamentoModalProps) {
  const usuario = useUsuario();
  const dados = useQuery({
    queryKey: ['agendamento', existente?.cdPessoa, existente?.criadoEm],
    queryFn: consultaDe(
      C.dados,
      { params: { candidate: existente?.cdPessoa ?? 0, createdAt: existente?.criadoEm ?? '' } },
      'Não foi possível carregar o agendamento.',
    ),
    enabled: opened && !!existente,
  });
  const [tipo, setTipo] = useState('E');
  const [data, setData] = useState<string | null>(null);
  const [hora, setHora] = useState('');
  const [atendente, setAtendente] = useState<{ cdPessoa: number | null; cdSip: number | null }>({
    cdPessoa: null,
    cdSip: null,
  });
  const [tipoProcesso, setTipoProcesso] = useState<{ id: number | null; codigo: string | null }>({
    id: null,
    codigo: null,
  });
  const [compareceu, setCompareceu] = useState('');
  const [descricao, setDescricao] = useState('');
  const [erros, setErros] = useState<string[]>([]);
  const [salvando, setSalvando] = useState(false);

  // Each opening starts from the saved appointment or from a blank one for this vacancy.
  useEffect(() => {
    if (!opened) return;
    setErros([]);
    const a = existente ? dados.data : undefined;
    if (a) {
      const { data: d, hora: h } = partes(a.DT_ATENDIMENTO);
      setTipo(a.TIPO_AGENDAMENTO);
      setData(d);
      setHora(h);
      setAtendente({ cdPessoa: null, cdSip: a.CD_USUARIO_ATENDIMENTO });
      setTipoProcesso({ id: null, codigo: a.TIPO_PROCESSO });
      setCompareceu(a.ID_COMPARECEU ?? '');
      setDescricao(a.DESCRICAO ?? '');
    } else if (!existente) {
      setTipo('E');
      setData(null);
      setHora('');
      setAtendente({ cdPessoa: null, cdSip: usuario?.cd_sip ?? null });
      setTipoProcesso({ id: null, codigo: null });
      setCompareceu('');
      setDescricao(textoVagaAgendamento(nrVaga));
    }
  }, [opened, existente, dados.data, nrVaga, usuario?.cd_sip]);

  async function salvar() {
    const corpo: AgendamentoBody = {
      cd_pessoa_candidato: cdPessoa,
      cd_usuario_atendimento: atendente.cdSip ?? undefined,
      cd_pessoa_analista: cdPessoaAnalista ?? undefined,
      cd_pessoa_cliente: cdPessoaCliente ?? undefined,
      tipo_agendamento: tipo as AgendamentoBody['tipo_agendamento'],
      dt_atendimento: data && hora ? `${data}T${hora}` : undefined,
      tipo_processo: tipoProcesso.codigo ?? undefined,
      descricao: descricao.trim() || undefined,
      id_compareceu: compareceu === 'S' || compareceu === 'N' ? compareceu : undefined,
      nr_vaga: nrVaga,
      criado_em: existente?.criadoEm,
    };
    const lista = errosAgendamento(corpo, undefined, existente ? dados.data?.DT_ATENDIMENTO : undefined);
    setErros(lista);
    if (lista.length) return;
    setSalvando(true);
    try {
      const r = await chamar(
        existente ? C.atualizar : C.salvar,
        { corpo },
        { fallback: existente ? MENSAGENS_AGENDAMENTO.erroAtualizar : MENSAGENS_AGENDAMENTO.erroSalvar },
      );
      notify.sucesso(
        r.message || (existente ? MENSAGENS_AGENDAMENTO.atualizado : MENSAGENS_AGENDAMENTO.salvo),
      );
      onSalvo?.({ cdPessoa: r.cd_pessoa_candidato, criadoEm: r.criado_em });
      onClose();
    } catch {
      // the client already showed the message
    } finally {
      setSalvando(false);
    }
  }

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={`${existente ? 'Editar agendamento' : 'Agendar'} - ${nome}`}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={salvar} loading={salvando}>
            Salvar
          </Button>
        </>
      }
    >
      {existente && dados.isPending ? (
        <LoadingState />
      ) : (
        <Stack gap="sm">
          {erros.length > 0 && (
            <Alert color="red" title="Verifique o agendamento">
              <List size="sm">
                {erros.map((e) => (
                  <List.Item key={e}>{e}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Text size="sm">Vaga {nrVaga}</Text>
          <RadioField
            inline
            label="Tipo"
            options={Object.entries(TIPOS_AGENDAMENTO).map(([value, label]) => ({ value, label }))}
            value={tipo}
            onChange={setTipo}
          />
          <Group grow>
            <DateField label="Data do atendimento" value={data} onChange={setData} />
            <TimeField label="Hora" value={hora} onChange={setHora} />
          </Group>
          <AnalistaPicker
            label="Usuário de atendimento"
            cdSip={usuario?.cd_sip ?? 0}
            value={atendente.cdPessoa}
            placeholder={
              atendente.cdSip === usuario?.cd_sip
                ? (usuario?.nm_pessoa ?? undefined)
                : (dados.data?.NM_USUARIO_ATENDIMENTO ?? undefined)
            }
            onChange={(cd, row) => setAtendente({ cdPessoa: cd, cdSip: row?.CD_SIP ?? null })}
          />
          {cdPessoaCliente !== null && (
            <TipoProcessoPicker
              cdPessoaCliente={cdPessoaCliente}
              cdPessoaAnalista={cdPessoaAnalista}
              value={tipoProcesso.id}
              placeholder={tipoProcesso.codigo ?? undefined}
              onChange={(id, row) => setTipoProcesso({ id, codigo: row?.TIPO ?? null })}
            />
          )}
          <RadioField
            inline
            label="Compareceu"
            options={[
              { value: '', label: 'Não informado' },
              { value: 'S', label: 'Sim' },
              { value: 'N', label: 'Não' },
            ]}
            value={compareceu}
            onChange={(v) => {
              setCompareceu(v);
              if (v === 'N') setDescricao(TEXTO_NAO_COMPARECEU);
            }}
          />
          <CounterTextarea
            label="Descrição"
            value={descricao}
            onChange={setDescricao}
            min={LIMITES_AGENDAMENTO.descricaoMin}
            max={LIMITES_AGENDAMENTO.descricaoMax}
            autosize
            minRows={3}
          />
        </Stack>
      )}
    </AppModal>
  );
}
