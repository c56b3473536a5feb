/**
 * The batch-encryption API: many messages with their own keys and IVs in one call ({@code BatchCipher}),
 * on each cipher family's engines for many keys ({@code CipherFamily.engines}, {@code multiKeyEngine}).
 */
package dev.lanecrypt.batch;
