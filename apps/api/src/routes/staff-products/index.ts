import { apiRoutes } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/register-route.ts';
import { createProduct, listProducts, updateProduct } from '../../services/products/products.ts';
import {
  createProductService,
  endProductService,
  listCustomerProductServices,
} from '../../services/products/services.ts';
import { writerOf } from '../staff-request.ts';

/** The product and price list, and the services customers take of it. */
export const staffProductRoutes = async (app: FastifyInstance) => {
  registerRoute(app, apiRoutes.staffListProducts, () => listProducts(app.db));
  registerRoute(app, apiRoutes.staffCreateProduct, ({ body, request }) =>
    createProduct(app.db, writerOf(request), body),
  );
  registerRoute(app, apiRoutes.staffUpdateProduct, ({ params, body, request }) =>
    updateProduct(app.db, writerOf(request), params.id, body),
  );

  registerRoute(app, apiRoutes.staffListCustomerProductServices, ({ params }) =>
    listCustomerProductServices(app.db, params.id),
  );
  registerRoute(app, apiRoutes.staffCreateProductService, ({ params, body, request }) =>
    createProductService(app.db, writerOf(request), params.id, body),
  );
  registerRoute(app, apiRoutes.staffEndProductService, ({ params, request }) =>
    endProductService(app.db, writerOf(request), params.id),
  );
};
