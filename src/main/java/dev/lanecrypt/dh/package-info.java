/**
 * Finite-field Diffie-Hellman: the groups (RFC 3526, RFC 7919), private values of SunJCE's lengths,
 * agreement with range and subgroup checks, fixed-base tables per group.
 */
package dev.lanecrypt.dh;
