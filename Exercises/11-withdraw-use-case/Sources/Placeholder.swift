// Exercise 11 — skeleton, to be written.
