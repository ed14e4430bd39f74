import {
  DESCRICOES_FLAGS_UNIDADE,
  FLAGS_UNIDADE,
  type FlagsUnidade,
  flagsPadraoDaUnidade,
  LIMITES_UNIDADE,
  ROTULO_DIAS_PRAZO_VAGA,
  ROTULOS_FLAGS_UNIDADE,
  type UnidadeAdminDetalhe,
  unidadeAdminBody,
  unidadeAdminNovaBody,
  unidadeComPadraoDaEspecificacao,
} from '@backoffice/domain/administracao-unidades';
import { CONTRATOS_ADMIN_UNIDADES as C } from '@backoffice/domain/contratos/admin-unidades';
import { Fieldset, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { SelectField } from '../../components/controls/select-field';
import { CidadePicker, EstadoPicker } from '../../components/pickers/location-pickers';
import { useAcao } from '../../lib/dados';
import { useFormulario } from '../../lib/formulario/formulario';
import { ModalFormulario } from '../../lib/formulario/modal-formulario';
import { useTodasUnidades } from './api-unidades';

type SN = 'S' | 'N';

interface Valores {
  cd_unidade: string;
  nm_unidade: string;
  cd_uf: string;
  nm_cidade: string;
  /** '' : the unit itself. */
  cd_agrupadora: string;
  id_callcenter: SN;
  id_prazo_vaga: SN;
  nr_dias_prazo_vaga: number | null;
  id_layout_curriculo_2: SN;
  id_chatbot: SN;
  id_ativo: SN;
}

const VAZIO: Valores = {
  cd_unidade: '',
  nm_unidade: '',
  cd_uf: '',
  nm_cidade: '',
  cd_agrupadora: '',
  ...flagsPadraoDaUnidade(0),
  id_ativo: 'S',
};

function valoresDe(u: UnidadeAdminDetalhe): Valores {
  return {
    cd_unidade: String(u.cd_unidade),
    nm_unidade: u.nm_unidade,
    cd_uf: u.cd_uf,
    nm_cidade: u.nm_cidade,
    cd_agrupadora: u.cd_agrupadora === u.cd_unidade ? '' : String(u.cd_agrupadora),
    id_callcenter: u.id_callcenter,
    id_prazo_vaga: u.id_prazo_vaga,
    nr_dias_prazo_vaga: u.nr_dias_prazo_vaga,
    id_layout_curriculo_2: u.id_layout_curriculo_2,
    id_chatbot: u.id_chatbot,
    id_ativo: u.id_ativo,
  };
}

const corpoDe = (v: Valores) => ({
  nm_unidade: v.nm_unidade,
  cd_uf: v.cd_uf,
  nm_cidade: v.nm_cidade,
  cd_agrupadora: v.cd_agrupadora === '' ? null : v.cd_agrupadora,
  id_callcenter: v.id_callcenter,
  id_prazo_vaga: v.id_prazo_vaga,
  nr_dias_prazo_vaga: v.nr_dias_prazo_vaga as number,
  id_layout_curriculo_2: v.id_layout_curriculo_2,
  id_chatbot: v.id_chatbot,
  id_ativo: v.id_ativo,
});

export interface UnidadeFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The unit being edited; none creates a unit. */
  unidade?: UnidadeAdminDetalhe;
  onCriada?: (cd: number) => void;
}

/** Nova unidade / Editar unidade: code (creation only), name, place, grouping unit, flags and activity. */
export function UnidadeFormModal({ opened, onClose, unidade, onCriada }: UnidadeFormModalProps) {
  const unidades = useTodasUnidades(opened);
  const criar = useAcao(C.criarUnidade, { silencioso: true, sucesso: (r) => r.message });
  const alterar = useAcao(C.alterarUnidade, { silencioso: true, sucesso: (r) => r.message });
  const f = useFormulario(unidade ? unidadeAdminBody : unidadeAdminNovaBody, VAZIO, (v) =>
    unidade ? corpoDe(v) : { ...corpoDe(v), cd_unidade: v.cd_unidade },
  );
  // on creation the flags follow the typed code (the spec's defaults) until the user changes one
  const [flagsTocadas, setFlagsTocadas] = useState(false);

  const codigo = f.valor('cd_unidade');
  const cdDigitado = /^\d{1,9}$/.test(codigo) ? Number(codigo) : null;
  const comPadrao = !unidade && cdDigitado !== null && unidadeComPadraoDaEspecificacao(cdDigitado);
  const aoMudarCodigo = (texto: string) => {
    f.definir('cd_unidade', texto);
    if (unidade || flagsTocadas) return;
    const padrao: FlagsUnidade = flagsPadraoDaUnidade(/^\d{1,9}$/.test(texto) ? Number(texto) : 0);
    for (const [k, valor] of Object.entries(padrao)) f.definir(k as keyof FlagsUnidade, valor as never);
  };

  const salvar = f.aoEnviar(async (corpo) => {
    if (unidade) {
      await alterar.mutateAsync({ params: { cd_unidade: unidade.cd_unidade }, corpo });
    } else {
      const r = await criar.mutateAsync({ corpo: corpo as Parameters<typeof criar.mutateAsync>[0]['corpo'] });
      onCriada?.(r.cd_unidade);
    }
    onClose();
  });

  const cdAtual = unidade?.cd_unidade ?? cdDigitado;
  const opcoesAgrupadora = [
    { value: '', label: 'A própria unidade' },
    ...(unidades.data ?? [])
      .filter((u) => u.cd_unidade !== cdAtual)
      .map((u) => ({
        value: String(u.cd_unidade),
        label: `${u.cd_unidade} - ${u.nm_unidade}${u.id_ativo === 'N' ? ' · inativa' : ''}`,
      })),
  ];
  const uf = f.valor('cd_uf') || null;
  const dias = f.campo.numero('nr_dias_prazo_vaga');

  return (
    <ModalFormulario
      opened={opened}
      onClose={onClose}
      title={unidade ? `Editar unidade ${unidade.cd_unidade}` : 'Nova unidade'}
      size="xl"
      formulario={f}
      onSalvar={salvar}
      aoAbrir={() => {
        f.form.reset(unidade ? valoresDe(unidade) : VAZIO);
        setFlagsTocadas(false);
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {unidade ? (
            <TextInput label="Código" value={String(unidade.cd_unidade)} readOnly disabled />
          ) : (
            <TextInput
              label="Código"
              required
              description="Número da unidade; não muda depois"
              inputMode="numeric"
              value={codigo}
              onChange={(e) => aoMudarCodigo(e.currentTarget.value.replace(/\D/g, ''))}
              onBlur={() => f.campo.texto('cd_unidade').onBlur()}
              error={f.erro('cd_unidade')}
              maxLength={10}
              data-autofocus
            />
          )}
          <TextInput
            label="Nome"
            required
            {...f.campo.texto('nm_unidade')}
            maxLength={LIMITES_UNIDADE.nomeMax}
          />
          <EstadoPicker
            label="UF"
            required
            value={uf}
            onChange={(v) => {
              if (v !== uf) f.definir('nm_cidade', '');
              f.definir('cd_uf', v ?? '');
            }}
            error={f.erro('cd_uf')}
          />
          <CidadePicker
            label="Cidade"
            required
            cdUf={uf}
            value={f.valor('nm_cidade') || null}
            onChange={(v) => f.definir('nm_cidade', v ?? '')}
            error={f.erro('nm_cidade')}
          />
          <SelectField
            label="Unidade agrupadora"
            description="A unidade que agrupa esta (seleção e filtros por agrupamento)"
            data={opcoesAgrupadora}
            value={f.valor('cd_agrupadora')}
            onChange={(v) => f.definir('cd_agrupadora', v ?? '')}
            error={f.erro('cd_agrupadora')}
            allowDeselect={false}
          />
          <Switch
            label="Unidade ativa"
            description="Desativar exige a unidade sem usuários ativos"
            mt="lg"
            {...f.campo.sn('id_ativo')}
            error={f.erro('id_ativo')}
          />
        </SimpleGrid>
        <Fieldset legend="Indicadores da unidade">
          <Stack gap="sm">
            {comPadrao && !flagsTocadas && (
              <Text size="sm" c="dimmed">
                Preenchidos com o padrão da unidade {cdDigitado}; altere o que for diferente nesta empresa.
              </Text>
            )}
            {FLAGS_UNIDADE.map((k) => {
              const sn = f.campo.sn(k);
              return (
                <Switch
                  key={k}
                  label={ROTULOS_FLAGS_UNIDADE[k]}
                  description={DESCRICOES_FLAGS_UNIDADE[k]}
                  checked={sn.checked}
                  onChange={(e) => {
                    setFlagsTocadas(true);
                    sn.onChange(e);
                  }}
                  error={f.erro(k)}
                />
              );
            })}
            <NumberInput
              label={ROTULO_DIAS_PRAZO_VAGA}
              description="Vale com a regra de vagas atrasadas ligada; também é o prazo em que a vaga expira"
              required
              {...dias}
              onChange={(x) => {
                setFlagsTocadas(true);
                dias.onChange(x);
              }}
              allowDecimal={false}
              min={LIMITES_UNIDADE.diasPrazoMin}
              max={LIMITES_UNIDADE.diasPrazoMax}
              w={260}
            />
          </Stack>
        </Fieldset>
      </Stack>
    </ModalFormulario>
  );
}
