package dev.lanecrypt.spark;

import java.io.Serializable;

/**
 * Turns a row's key id into the key's bytes (a secret key for the ciphers, an X.509 SubjectPublicKeyInfo for
 * RSA verification), on the executor that processes the row: e.g. a lookup in a key store or a vault client
 * the function creates itself. Serializable, as Spark ships it to the executors. A throw fails that row only
 * (its error column says why), never the job.
 */
@FunctionalInterface
public interface KeyResolver extends Serializable {

    byte[] key(Object id) throws Exception;
}
