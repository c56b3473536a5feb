/**
 * The JCA provider {@code LaneCrypt}: service groups per algorithm family, self-tests at load, and the
 * coalescer that batches concurrent private-key operations (RSA, DH) into the multi-buffer kernels.
 */
package dev.lanecrypt.provider;
