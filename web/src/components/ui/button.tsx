import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'dark' | 'darkOutline';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Each variant's component class (index.css); `.btn` is the shape and the medium size. */
const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  outline: 'btn-outline',
  ghost: 'btn-ghost',
  dark: 'btn-dark',
  darkOutline: 'btn-dark-outline',
};

const SIZES: Record<ButtonSize, string> = {
  sm: ' btn-sm',
  md: '',
  lg: ' btn-lg',
};

/** Classes for anything that should look like a button (links included). */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  const classes = `btn ${VARIANTS[variant]}${SIZES[size]}`;
  return extra ? `${classes} ${extra}` : classes;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
