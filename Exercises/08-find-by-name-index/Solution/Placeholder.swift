// Exercise 08 — skeleton, to be written.
