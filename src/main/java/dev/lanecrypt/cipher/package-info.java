/**
 * What every 64-bit block cipher shares: the engine interfaces ({@link dev.lanecrypt.cipher.Block64},
 * {@link dev.lanecrypt.cipher.BulkBlock64}, {@link dev.lanecrypt.cipher.MultiKeyBlock64}), the modes and
 * padding ({@link dev.lanecrypt.cipher.BlockModeCipher}, {@link dev.lanecrypt.cipher.Mode},
 * {@link dev.lanecrypt.cipher.Padding}), one key's engine on the selected design
 * ({@link dev.lanecrypt.cipher.SelectedEngine}), and {@link dev.lanecrypt.cipher.CipherFamily}, the one
 * interface a cipher implements to get the JCA {@code Cipher} and {@code KeyGenerator}, the batch API and
 * {@code lanecrypt enc}. Imports only {@code select}.
 *
 * <p>Adding a cipher (its package of its own, as {@code des} and {@code blowfish}):
 * <ol>
 *   <li>Engines: a {@code Block64} in {@code scalar/dev/lanecrypt/<cipher>/} (a multi-block engine overrides
 *   {@code encryptBlocks}/{@code decryptBlocks}), optionally a {@code MultiKeyBlock64}; SIMD engines in
 *   {@code simd/dev/lanecrypt/<cipher>/} behind an interface of the cipher's package, one line in
 *   {@code dev.lanecrypt.simd.SimdEngines}.</li>
 *   <li>Selection: an {@code Operation} in the cipher's package (candidates, size classes, a
 *   {@code lanecrypt.<cipher>} property; see {@code dev.lanecrypt.select}), engines handed out as
 *   {@code SelectedEngine}, one line in {@code dev.lanecrypt.cli.Operations}; size-class bounds in
 *   {@code Cutoffs}.</li>
 *   <li>The family: one class implementing {@code CipherFamily} (see its javadoc for each method).</li>
 *   <li>Provider: a {@code ServiceGroup} with {@code CipherServices.cipherAndKeyGenerator} and known-answer
 *   self-tests, added to {@code ServiceGroups.all()}; CLI: lines in {@code dev.lanecrypt.cli.EncCiphers}.</li>
 *   <li>Tests: known answers from the standard and from {@code openssl} ({@code vectors/}), every engine
 *   against the scalar one, the JCA cipher against SunJCE (or Bouncy Castle) byte for byte.</li>
 * </ol>
 * MUST: every engine of a cipher gives the scalar engine's bytes; a bulk call MAY alias input and output.
 */
package dev.lanecrypt.cipher;
