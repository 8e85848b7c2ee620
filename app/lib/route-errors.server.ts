import { data } from 'react-router';
import { ZodError } from 'zod';
import { AppError, isAppError } from '../../core/shared/app-error.ts';

export interface RouteErrorData {
  code: string;
  message: string;
}

/**
 * Runs a loader/action body and turns expected failures into responses the error boundary can show:
 * an AppError keeps its status and French message, a ZodError is a 400.
 */
export async function guard<T>(body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof ZodError) {
      throw data<RouteErrorData>({ code: 'invalid_request', message: 'Paramètres invalides' }, { status: 400 });
    }
    if (isAppError(error)) {
      throw data<RouteErrorData>({ code: error.code, message: error.message }, { status: error.status });
    }
    throw error;
  }
}

export const notFound = () => new AppError('not_found', 404, 'Page introuvable');
