import type { DbHandle } from '../../db/client';

/**
 * The Simples Nacional regime of a company by its CNPJ. The real adapter speaks BrasilAPI's CNPJ
 * protocol (GET {base}/api/cnpj/v1/{cnpj} → opcao_pelo_simples, data_opcao_pelo_simples,
 * data_exclusao_do_simples, opcao_pelo_mei, razao_social; 404 unknown; 429 when called too fast);
 * the local one answers the same shape from the table simples_nacional_local (filled by the demo).
 */

export interface RespostaSimples {
  /** Who answered ('BrasilAPI' or 'local') and when (ISO). */
  fonte: string;
  consultado_em: string;
  opcao_pelo_simples: boolean | null;
  data_opcao_pelo_simples: string | null;
  data_exclusao_do_simples: string | null;
  opcao_pelo_mei: boolean | null;
  razao_social: string | null;
}

/** A consultation that did not answer the regime: 404 unknown CNPJ, 429 too many calls, 502 other. */
export class ErroSimples extends Error {
  constructor(
    mensagem: string,
    readonly status: 404 | 429 | 502,
    readonly fonte: string,
  ) {
    super(mensagem);
  }
}

export interface SimplesNacionalAdapter {
  readonly nome: 'local' | 'brasilapi';
  consultar(cnpj: string): Promise<RespostaSimples>;
}

const textoOuNulo = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const boolOuNulo = (v: unknown) => (typeof v === 'boolean' ? v : null);

export interface OpcoesBrasilApi {
  url: string;
  /** Longest wait honoured from a 429 before giving up (ms). */
  esperaMaximaMs: number;
  /** Attempts of one consultation (the first plus the retries after a 429). */
  tentativas: number;
  /** Waits (tests shorten it). */
  esperar?: (ms: number) => Promise<void>;
}

/** How long a 429 asks to wait: Retry-After in seconds or as an HTTP date; else 1 s doubled per attempt. */
export function esperaDo429(retryAfter: string | null, tentativa: number, agora = Date.now()): number {
  if (retryAfter) {
    const s = Number(retryAfter);
    if (Number.isFinite(s) && s >= 0) return s * 1000;
    const quando = Date.parse(retryAfter);
    if (!Number.isNaN(quando)) return Math.max(0, quando - agora);
  }
  return 1000 * 2 ** tentativa;
}

export class SimplesBrasilApi implements SimplesNacionalAdapter {
  readonly nome = 'brasilapi' as const;
  private readonly esperar: (ms: number) => Promise<void>;
  constructor(private readonly opcoes: OpcoesBrasilApi) {
    this.esperar = opcoes.esperar ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  }

  async consultar(cnpj: string): Promise<RespostaSimples> {
    const url = `${this.opcoes.url.replace(/\/$/, '')}/api/cnpj/v1/${encodeURIComponent(cnpj)}`;
    for (let tentativa = 0; ; tentativa++) {
      let r: Response;
      try {
        r = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(15_000),
        });
      } catch (e) {
        throw new ErroSimples(`A BrasilAPI não respondeu: ${(e as Error).message}`, 502, 'BrasilAPI');
      }
      if (r.status === 429) {
        const espera = esperaDo429(r.headers.get('retry-after'), tentativa);
        await r.body?.cancel();
        if (tentativa + 1 >= this.opcoes.tentativas || espera > this.opcoes.esperaMaximaMs) {
          throw new ErroSimples(
            'A BrasilAPI recusou por excesso de consultas (429); tente novamente em instantes.',
            429,
            'BrasilAPI',
          );
        }
        await this.esperar(espera);
        continue;
      }
      const texto = await r.text();
      let corpo: Record<string, unknown> = {};
      try {
        corpo = texto ? (JSON.parse(texto) as Record<string, unknown>) : {};
      } catch {
        // not JSON: only the status speaks
      }
      if (r.status === 404) {
        const m = textoOuNulo(corpo.message) ?? 'CNPJ não encontrado na BrasilAPI.';
        throw new ErroSimples(m, 404, 'BrasilAPI');
      }
      if (!r.ok) {
        const m = textoOuNulo(corpo.message) ?? `HTTP ${r.status}`;
        throw new ErroSimples(`A BrasilAPI recusou a consulta: ${m}`, 502, 'BrasilAPI');
      }
      return {
        fonte: 'BrasilAPI',
        consultado_em: new Date().toISOString(),
        opcao_pelo_simples: boolOuNulo(corpo.opcao_pelo_simples),
        data_opcao_pelo_simples: textoOuNulo(corpo.data_opcao_pelo_simples),
        data_exclusao_do_simples: textoOuNulo(corpo.data_exclusao_do_simples),
        opcao_pelo_mei: boolOuNulo(corpo.opcao_pelo_mei),
        razao_social: textoOuNulo(corpo.razao_social),
      };
    }
  }
}

/** Answers from simples_nacional_local, like BrasilAPI answers from the Receita's data. */
export class SimplesLocal implements SimplesNacionalAdapter {
  readonly nome = 'local' as const;
  constructor(private readonly db: DbHandle) {}

  async consultar(cnpj: string): Promise<RespostaSimples> {
    const [l] = await this.db.query<{
      razao_social: string;
      opcao_pelo_simples: boolean | null;
      data_opcao_pelo_simples: string | null;
      data_exclusao_do_simples: string | null;
      opcao_pelo_mei: boolean | null;
    }>(
      `SELECT razao_social, opcao_pelo_simples, opcao_pelo_mei,
              to_char(data_opcao_pelo_simples, 'YYYY-MM-DD') AS data_opcao_pelo_simples,
              to_char(data_exclusao_do_simples, 'YYYY-MM-DD') AS data_exclusao_do_simples
         FROM simples_nacional_local WHERE nr_cnpj = $1`,
      [cnpj],
    );
    if (!l) throw new ErroSimples(`CNPJ ${cnpj} não encontrado.`, 404, 'local');
    return { fonte: 'local', consultado_em: new Date().toISOString(), ...l };
  }
}

/** The adapter the configuration asks for. */
export function criarSimplesNacional(
  config: {
    SIMPLES_ADAPTER: 'local' | 'brasilapi';
    SIMPLES_API_URL: string;
    SIMPLES_ESPERA_MAX_SECONDS: number;
    SIMPLES_TENTATIVAS: number;
  },
  db: DbHandle,
): SimplesNacionalAdapter {
  if (config.SIMPLES_ADAPTER === 'brasilapi') {
    return new SimplesBrasilApi({
      url: config.SIMPLES_API_URL,
      esperaMaximaMs: config.SIMPLES_ESPERA_MAX_SECONDS * 1000,
      tentativas: config.SIMPLES_TENTATIVAS,
    });
  }
  return new SimplesLocal(db);
}
