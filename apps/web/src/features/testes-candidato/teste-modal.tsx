import { CONTRATOS_TESTES as C } from '@backoffice/domain/contratos/testes';
import { dataNegocio } from '@backoffice/domain/datas';
import {
  aoMudarGrau,
  aoMudarNota,
  camposDoTipo,
  GRAUS_TESTE,
  LIMITES_TESTES,
  MENSAGENS_TESTES as M,
  type TesteCorpo,
  testeDoFormulario,
} from '@backoffice/domain/testes';
import { Alert, Button, Checkbox, Select, Stack } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { DateField } from '../../components/controls/date-field';
import { NumberField } from '../../components/controls/number-field';
import { chamar } from '../../lib/api-client';
import { useAcao } from '../../lib/dados';
import { mensagensDosErros, useFormulario } from '../../lib/formulario/formulario';
import { useCatalogoTestes } from './api-testes';

/** The form's values: the test as typed (the grade a number, the date ISO). */
interface Form {
  dt_teste: string | null;
  cd_teste: number | null;
  nr_nota: number | null;
  cd_grau_teste: string | null;
  id_gera_laudo: 'S' | 'N';
}

/** A new test: dated today. */
function formNovo(): Form {
  return { dt_teste: dataNegocio(), cd_teste: null, nr_nota: null, cd_grau_teste: null, id_gera_laudo: 'N' };
}

export interface TesteModalProps {
  cdPessoaCandidato: number;
  /** The test being edited; null for a new one. */
  idTeste: number | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * The test form (spec 002 §3.6, §4, §5): date (today by default), the catalogue test, and as its
 * type asks the numeric grade (N), the degree (C) or both (E); changing one clears the other.
 */
export function TesteModal({ cdPessoaCandidato, idTeste, opened, onClose }: TesteModalProps) {
  const catalogo = useCatalogoTestes();
  const tipoDe = (cd: number | null) => catalogo.data?.find((t) => t.CD_TESTE === cd)?.ID_TIPO_TESTE ?? null;
  const f = useFormulario(testeDoFormulario, formNovo(), (v): TesteCorpo => {
    const tipo = tipoDe(v.cd_teste);
    const campos = camposDoTipo(tipo);
    return {
      ...v,
      id_tipo_teste: tipo,
      id_teste: idTeste,
      cd_pessoa_candidato: cdPessoaCandidato,
      nr_nota: campos.nota ? v.nr_nota : null,
      cd_grau_teste: (campos.grau ? v.cd_grau_teste : null) as TesteCorpo['cd_grau_teste'],
    };
  });
  const inserir = useAcao(C.inserir, { sucesso: M.inserido, fallback: M.erroInserir, silencioso: true });
  const atualizar = useAcao(C.atualizar, {
    sucesso: M.atualizado,
    fallback: M.erroAtualizar,
    silencioso: true,
  });
  const fechar = useRef(onClose);
  fechar.current = onClose;

  const { reset } = f.form;
  useEffect(() => {
    if (!opened) return;
    if (!idTeste) {
      reset(formNovo());
      return;
    }
    let vivo = true;
    chamar(C.dadosTeste, { params: { id: idTeste } }, { fallback: M.erroCarregarTestes })
      .then((d) => {
        if (vivo)
          reset({
            dt_teste: d.DT_TESTE,
            cd_teste: d.CD_TESTE,
            nr_nota: d.NR_NOTA,
            cd_grau_teste: d.CD_GRAU_TESTE,
            id_gera_laudo: d.ID_GERA_LAUDO,
          });
      })
      .catch(() => fechar.current());
    return () => {
      vivo = false;
    };
  }, [opened, idTeste, reset]);

  const opcoes = useMemo(
    () =>
      (catalogo.data ?? [])
        .filter((t) => !t.ID_ESPECIAL)
        .map((t) => ({ value: String(t.CD_TESTE), label: t.DS_TESTE })),
    [catalogo.data],
  );
  const cdTeste = f.valor('cd_teste');
  const campos = camposDoTipo(tipoDe(cdTeste));
  const valores = () => f.form.getValues();
  /** Sets the grade and the degree as the rule of the two asks (changing one clears the other). */
  const notaEGrau = (n: Form) => {
    f.definir('nr_nota', n.nr_nota);
    f.definir('cd_grau_teste', n.cd_grau_teste);
  };
  // the tests' list is read again (the contracts say so) before the modal closes
  const salvar = f.aoEnviar(async (corpo) => {
    await (idTeste ? atualizar : inserir).mutateAsync({ corpo });
    onClose();
  });
  // the refusals listed once above the fields too, each also beside its own
  const recusas = f.form.formState.isSubmitted
    ? Object.values(mensagensDosErros(f.form.formState.errors))
    : [];
  if (f.erroGeral) recusas.push(f.erroGeral);

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={idTeste ? 'Editar teste' : 'Novo teste'}
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => void salvar()} loading={f.pendente}>
            Salvar
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        {recusas.length > 0 && (
          <Alert color="red" title="Verifique os campos" data-testid="erros-teste">
            {[...new Set(recusas)].map((e) => (
              <div key={e}>{e}</div>
            ))}
          </Alert>
        )}
        <DateField
          label="Data do teste"
          value={f.valor('dt_teste')}
          onChange={(v) => f.definir('dt_teste', v)}
          error={f.erro('dt_teste')}
          withAsterisk
        />
        <Select
          label="Teste"
          placeholder="Selecione o teste"
          data={opcoes}
          searchable
          withAsterisk
          value={cdTeste === null ? null : String(cdTeste)}
          onChange={(v) => {
            f.definir('cd_teste', v ? Number(v) : null);
            notaEGrau({ ...valores(), nr_nota: null, cd_grau_teste: null });
          }}
          error={f.erro('cd_teste')}
          nothingFoundMessage="Nenhum teste encontrado"
        />
        {campos.nota && (
          <NumberField
            label="Nota (0 a 10)"
            value={f.valor('nr_nota')}
            min={LIMITES_TESTES.notaMin}
            max={LIMITES_TESTES.notaMax}
            decimalScale={2}
            withAsterisk
            onChange={(v) => notaEGrau(aoMudarNota(valores(), v))}
            error={f.erro('nr_nota')}
          />
        )}
        {campos.grau && (
          <Select
            label="Grau"
            placeholder="Selecione o grau"
            data={GRAUS_TESTE.map((g) => ({ value: g.value, label: g.label }))}
            withAsterisk
            clearable
            value={f.valor('cd_grau_teste')}
            onChange={(v) => notaEGrau(aoMudarGrau(valores(), v))}
            error={f.erro('cd_grau_teste')}
          />
        )}
        <Checkbox label="Gera laudo" {...f.campo.sn('id_gera_laudo')} />
      </Stack>
    </AppModal>
  );
}
