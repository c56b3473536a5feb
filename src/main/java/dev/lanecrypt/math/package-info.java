/**
 * {@link dev.lanecrypt.math.MpInt}, BigInteger's API on 28-bit digits (LibTomMath's layout), and its
 * algorithms one per file (Karatsuba, Toom-3, Knuth's division, Burnikel-Ziegler, radix conversion, gcd,
 * Baillie-PSW, ...), over the kernels of {@code math.kernel}; and the exponentiations behind RSA and DH:
 * {@link dev.lanecrypt.math.MontgomeryContext}, the constant-time fixed-window and ladder exponentiations
 * and their engines ({@link dev.lanecrypt.math.SecretEngines}, operations {@code modexp} and
 * {@code modexpbatch}). A class that handles secrets says so and how it is constant time; a loop bound
 * there depends on public lengths only. Cutoffs between algorithms: {@code dev.lanecrypt.select.Cutoffs}.
 */
package dev.lanecrypt.math;
