/**
 * The sections of {@code lanecrypt timing} (multiply, square, modexp, DES, Blowfish), its clocks (hardware
 * counter or an estimated frequency) and its reports; the command-line front end is in {@code cli}, the
 * harness in {@code measure}.
 */
package dev.lanecrypt.timing;
