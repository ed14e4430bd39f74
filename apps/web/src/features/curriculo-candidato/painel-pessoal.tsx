import {
  CABELOS,
  CALCADOS,
  CALCAS,
  CAMISAS,
  CUTIS,
  ESTADOS_CIVIS,
  erroDataNascimento,
  erroEmail,
  faixaImc,
  HABILITACOES,
  MENSAGENS_CADASTRO as M,
  OLHOS,
  SEXOS,
} from '@backoffice/domain/candidato-cadastro';
import { CATALOGO_PAISES } from '@backoffice/domain/catalogos';
import { CONTRATOS_CANDIDATO_CADASTRO as C } from '@backoffice/domain/contratos/candidato-cadastro';
import {
  Anchor,
  Avatar,
  Badge,
  Button,
  FileButton,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { DateField } from '../../components/controls/date-field';
import { CpfInput } from '../../components/controls/masked-input';
import { urlDe } from '../../lib/api-client';
import { BlocoExperiencia } from './bloco-experiencia';
import { BlocoPcd } from './bloco-pcd';
import { CameraFotoModal } from './camera-foto-modal';
import { campoData } from './campo-data';
import type { EditorCurriculo } from './use-curriculo-formulario';

const opcoes = (l: readonly { id: string; nome: string }[]) => l.map((x) => ({ value: x.id, label: x.nome }));
const COR_IMC = { danger: 'red', success: 'green', warning: 'yellow' } as const;

/** Personal data, photo, body measures (and, for a new record, disability and experience). */
export function PainelPessoal({ ed }: { ed: EditorCurriculo }) {
  const {
    cd,
    existe,
    f,
    v,
    set,
    setCampos,
    tocar,
    erro,
    flag,
    setFlag,
    texto,
    selecao,
    lugar,
    setAvisos,
    conferirCpf,
    enviarFoto,
    apagarFoto,
    hoje,
    valorImc,
    brasileiro,
    sugestao,
    camera,
    setCamera,
  } = ed;
  return (
    <Stack>
      {existe && (
        <Group>
          <Avatar
            src={
              v('ds_foto_candidato')
                ? `${urlDe(C.foto, { params: { id: cd as number } })}?v=${v('ds_foto_candidato')}`
                : null
            }
            size={96}
            radius="md"
            alt="Foto do candidato"
          />
          <FileButton accept="image/png,image/jpeg" onChange={(f) => f && void enviarFoto(f)}>
            {(props) => (
              <Button variant="light" size="xs" {...props}>
                Alterar foto
              </Button>
            )}
          </FileButton>
          <Button variant="light" size="xs" onClick={() => setCamera(true)}>
            Tirar foto
          </Button>
          {camera && (
            <CameraFotoModal
              onClose={() => setCamera(false)}
              onFoto={async (f) => {
                if (!(await enviarFoto(f))) throw new Error(M.fotoErro);
              }}
            />
          )}
          {v('ds_foto_candidato') && (
            <Button variant="subtle" color="red" size="xs" onClick={() => void apagarFoto()}>
              Remover foto
            </Button>
          )}
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <TextInput {...texto('nm_pessoa', 'Nome')} required maxLength={200} />
        <TextInput {...texto('nm_apelido', 'Apelido')} maxLength={120} />
        <CpfInput
          label="CPF"
          required
          value={v('nr_documento_cpf')}
          onChange={(d, mascarado) => {
            set('nr_documento_cpf', d);
            if (mascarado.length === 14) void conferirCpf(d);
            else setAvisos((a) => ({ ...a, nr_documento_cpf: null }));
          }}
          onBlur={() => tocar('nr_documento_cpf')}
          error={erro('nr_documento_cpf')}
        />
        <TextInput
          {...texto('ds_email', 'E-mail')}
          type="email"
          required
          maxLength={200}
          onBlur={() => {
            tocar('ds_email');
            setAvisos((a) => ({ ...a, ds_email: erroEmail(v('ds_email')) }));
          }}
          description={
            sugestao ? (
              <Anchor component="button" type="button" size="xs" onClick={() => set('ds_email', sugestao)}>
                {M.sugestaoEmail(sugestao)}
              </Anchor>
            ) : undefined
          }
        />
        <DateField
          {...campoData(ed, 'dt_nascimento', 'Data de nascimento')}
          required
          maxDate={hoje}
          onBlur={() => {
            tocar('dt_nascimento');
            setAvisos((a) => ({
              ...a,
              dt_nascimento: v('dt_nascimento') ? erroDataNascimento(v('dt_nascimento'), hoje) : null,
            }));
          }}
        />
        <Select {...selecao('id_estado_civil', 'Estado civil', opcoes(ESTADOS_CIVIS))} required />
        <Select {...selecao('id_sexo', 'Sexo', opcoes(SEXOS))} required />
        <Select
          {...selecao(
            'cd_pais',
            'Nacionalidade',
            CATALOGO_PAISES.map((p) => ({ value: String(p.cd), label: p.nacionalidade })),
          )}
          required
          clearable={false}
        />
        {brasileiro ? (
          lugar('cd_uf', 'nm_cidade_origem', 'UF de nascimento', 'Cidade de nascimento', true)
        ) : (
          <TextInput
            {...texto('nr_ano_chegada_brasil', 'Ano de chegada ao Brasil')}
            required
            maxLength={4}
            inputMode="numeric"
          />
        )}
        <TextInput {...texto('nm_pessoa_mae', 'Nome da mãe')} maxLength={200} />
        <TextInput {...texto('nm_pessoa_pai', 'Nome do pai')} maxLength={200} />
      </SimpleGrid>
      <Group>
        <Switch
          label="Possui filhos"
          checked={flag('possui_filhos')}
          onChange={(e) => {
            const b = e.currentTarget.checked;
            setCampos((c) => ({
              ...c,
              possui_filhos: b ? 'S' : 'N',
              nr_filho: b ? (Number(c.nr_filho) > 0 ? c.nr_filho : 1) : 0,
            }));
          }}
        />
        <NumberInput
          label="Quantidade de filhos"
          min={flag('possui_filhos') ? 1 : 0}
          max={30}
          w={180}
          disabled={!flag('possui_filhos')}
          {...f.campo.numero('nr_filho')}
          onBlur={() => tocar('nr_filho')}
          error={erro('nr_filho')}
        />
        <Switch
          label="Primeiro emprego"
          checked={flag('id_primeiro_emprego')}
          onChange={(e) => setFlag('id_primeiro_emprego', e.currentTarget.checked)}
        />
        <Switch
          label="Fumante"
          checked={flag('id_fumante')}
          onChange={(e) => setFlag('id_fumante', e.currentTarget.checked)}
        />
        <Switch
          label="Possui veículo"
          checked={flag('possui_veiculo')}
          onChange={(e) => setFlag('possui_veiculo', e.currentTarget.checked)}
        />
        <Switch
          label="Pessoa com deficiência (PCD)"
          checked={flag('id_possue_deficiencia')}
          onChange={(e) => setFlag('id_possue_deficiencia', e.currentTarget.checked)}
        />
      </Group>
      {!existe && <BlocoPcd ed={ed} />}
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <NumberInput
          label="Altura (m)"
          {...f.campo.numero('nr_altura')}
          onBlur={() => tocar('nr_altura')}
          error={erro('nr_altura')}
          placeholder="1,75"
          maxLength={4}
          decimalSeparator=","
          decimalScale={2}
          allowNegative={false}
          hideControls
        />
        <NumberInput
          label="Peso (kg)"
          {...f.campo.numero('nr_peso')}
          onBlur={() => tocar('nr_peso')}
          error={erro('nr_peso')}
          maxLength={3}
          allowDecimal={false}
          allowNegative={false}
          hideControls
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            IMC
          </Text>
          {valorImc ? (
            <Badge color={COR_IMC[faixaImc(valorImc)]} size="lg" variant="light">
              {valorImc.toFixed(1).replace('.', ',')}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              Informe altura e peso
            </Text>
          )}
        </Stack>
        <Select
          {...selecao(
            'cd_habilitacao_cat',
            'Habilitação',
            HABILITACOES.map((h) => ({ value: h, label: h })),
          )}
        />
        <Select {...selecao('id_cutis', 'Cútis', opcoes(CUTIS))} />
        <Select {...selecao('id_cabelo', 'Cabelo', opcoes(CABELOS))} />
        <Select {...selecao('id_olho', 'Olhos', opcoes(OLHOS))} />
        <Select
          {...selecao(
            'nr_calcado',
            'Calçado',
            CALCADOS.map((n) => ({ value: String(n), label: String(n) })),
          )}
        />
        <Select
          {...selecao(
            'id_tamanho_calca',
            'Calça',
            CALCAS.map((n) => ({ value: n, label: n })),
          )}
        />
        <Select
          {...selecao(
            'id_tamanho_camisa',
            'Camisa',
            CAMISAS.map((n) => ({ value: n, label: n })),
          )}
        />
      </SimpleGrid>
      {!existe && <BlocoExperiencia ed={ed} />}
    </Stack>
  );
}
