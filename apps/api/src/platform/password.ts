import { hash, verify } from '@node-rs/argon2';

// argon2id (algorithm 2) with OWASP-recommended cost: 19 MiB, 2 passes.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The password check itself, in one object whose calls a test can watch (vi.spyOn). */
export const argon2 = {
  async conferir(hashGuardado: string, senha: string): Promise<boolean> {
    try {
      return await verify(hashGuardado, senha);
    } catch {
      return false;
    }
  },
};

export function hashSenha(senha: string): Promise<string> {
  return hash(senha, OPTIONS);
}

export function conferirSenha(hashGuardado: string, senha: string): Promise<boolean> {
  return argon2.conferir(hashGuardado, senha);
}
