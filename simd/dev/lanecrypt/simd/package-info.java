/**
 * The one entry into the {@code simd/} source root, {@link dev.lanecrypt.simd.SimdEngines}, reached by
 * name from {@code dev.lanecrypt.select.Simd} only. The SIMD engines themselves live in their domain
 * packages ({@code math.kernel}, {@code des}, {@code blowfish}) of this source root.
 */
package dev.lanecrypt.simd;
