/**
 * RSA primitives (PKCS #1 v2.2): the core operations (blinded CRT private operation checked against the
 * public one), encodings (EMSA-PKCS1-v1_5, EMSA-PSS, EME-PKCS1-v1_5, EME-OAEP, MGF1), key generation and
 * the batch APIs ({@code RsaBatchVerify}, {@code RsaBatchEncrypt}). The JCA classes
 * ({@code Signature}, {@code Cipher}) are in {@code provider}; this package uses only the JDK's key and
 * digest types.
 */
package dev.lanecrypt.rsa;
